/**
 * @album/ui: the styled, accessible component kit of the album designer's hosts, on react-aria-components.
 * Components carry no user-facing strings: every label comes from props, translated by the host (@album/i18n).
 * Import the stylesheet once: `import '@album/ui/styles.css'`.
 */
export { tokens, cssVarName, tokenVar, flattenTokens } from './tokens/tokens';
export type { Tokens, TokenGroup } from './tokens/tokens';

export { Button } from './button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './button/Button';
export { IconButton } from './button/IconButton';
export type { IconButtonProps } from './button/IconButton';

export { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './menu/Menu';
export type { MenuItemProps, MenuProps, MenuSectionProps, MenuTriggerProps } from './menu/Menu';

export { BOTTOM_TAB_BAR_STEP_PX, Tab, TabList, TabPanel, Tabs } from './tabs/Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps, TabsVariant } from './tabs/Tabs';

export { Modal } from './dialog/Modal';
export type { ModalProps, ModalSize } from './dialog/Modal';
export { AlertDialog } from './dialog/AlertDialog';
export type { AlertDialogProps } from './dialog/AlertDialog';
export { Popover } from './popover/Popover';
export type { PopoverProps } from './popover/Popover';

export { Slider } from './slider/Slider';
export type { SliderProps } from './slider/Slider';
export { linearScale, snapToStep, sqrtScale } from './slider/scale';
export type { SliderScale } from './slider/scale';
export { Switch } from './switch/Switch';
export type { SwitchProps } from './switch/Switch';
export { Checkbox } from './checkbox/Checkbox';
export type { CheckboxProps } from './checkbox/Checkbox';
export { TextField } from './text-field/TextField';
export type { TextFieldProps } from './text-field/TextField';
export { NumberField } from './number-field/NumberField';
export type { NumberFieldProps } from './number-field/NumberField';
export { Select } from './select/Select';
export type { SelectOption, SelectProps } from './select/Select';
export { ColorPicker, ColorPickerPanel, InlineColorPicker } from './color-picker/ColorPicker';
export type { ColorPickerLabels, ColorPickerPanelProps, ColorPickerProps } from './color-picker/ColorPicker';

export { ToastRegion } from './toast/ToastRegion';
export type { ToastRegionProps } from './toast/ToastRegion';
export { createToastQueue, showToast, TOAST_TIMEOUT_MS } from './toast/toast-queue';
export type { AppToastQueue, ShowToastOptions, ToastContent, ToastType } from './toast/toast-queue';
export { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_HIDE_AFTER_MS } from './tooltip/Tooltip';
export type { TooltipProps } from './tooltip/Tooltip';

export { Skeleton, SkeletonGroup } from './skeleton/Skeleton';
export type { SkeletonGroupProps, SkeletonProps, SkeletonShape } from './skeleton/Skeleton';
export { ProgressBar } from './progress/ProgressBar';
export type { ProgressBarProps } from './progress/ProgressBar';
export { Spinner } from './progress/Spinner';
export type { SpinnerProps } from './progress/Spinner';
export { Card } from './card/Card';
export type { CardProps } from './card/Card';
export { Badge } from './badge/Badge';
export type { BadgeProps, BadgeTone } from './badge/Badge';
export { EmptyState } from './empty-state/EmptyState';
export type { EmptyStateProps } from './empty-state/EmptyState';
export { ChevronDownIcon, CloseIcon, ErrorIcon, InfoIcon, LineIcon, WarningIcon } from './icons/icons';
export type { IconProps } from './icons/icons';

// Composition helpers of react-aria-components the hosts need alongside the kit: DialogTrigger opens a Modal or
// Popover from a Button; I18nProvider sets the locale of react-aria's built-in number, date and ARIA strings.
export { DialogTrigger, I18nProvider } from 'react-aria-components';
