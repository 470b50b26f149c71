import { defineMessages } from '@album/i18n';

/** The texts of the /render screen without values (`render.page` takes values and is formatted in place). */
export const messages = defineMessages({
  title: { id: 'render.title' },
  loading: { id: 'render.loading' },
  nothingToPrint: { id: 'render.nothingToPrint' },
  incompleteLink: { id: 'render.error.incompleteLink' },
  token: { id: 'render.error.token' },
  notFound: { id: 'render.error.notFound' },
  failed: { id: 'render.error.failed' },
});
