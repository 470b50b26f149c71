/** The upload page's messages of one language, parsed (see build/messages.ts). */
declare module 'virtual:upload-messages/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
