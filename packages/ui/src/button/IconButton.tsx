import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /** The icon; decorative, the button is named by `aria-label`. */
  icon: ReactNode;
  /** Accessible name, already translated. */
  'aria-label': string;
  /** @default 'ghost' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  className?: string;
}

/** A square button showing only an icon, for toolbars and top bars. */
export function IconButton({ variant = 'ghost', ...props }: IconButtonProps) {
  return <Button {...props} variant={variant} />;
}
