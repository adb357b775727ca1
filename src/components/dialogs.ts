/** The dialogs' code, one chunk for the shell's lazy dialogs (components/shellDialogs.ts). */
export { ConfirmDialog } from './ConfirmDialog';
export { Modal } from './Modal';
