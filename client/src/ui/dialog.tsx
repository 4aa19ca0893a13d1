/* The kit's dialog (ui/kit.tsx): a module of its own, so only the pieces that open one load it. */
import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx, type BoxProps } from './kit';

export type DialogCloseReason = 'escapeKeyDown' | 'backdropClick';
export type DialogProps = Omit<HTMLAttributes<HTMLDialogElement>, 'onClose'> & {
  open: boolean;
  onClose?: (reason: DialogCloseReason) => void;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | false;
  fullWidth?: boolean;
  /** A side sheet (MUI Drawer) instead of a centred dialog. */
  anchor?: 'left' | 'right';
  children?: ReactNode;
};

/**
 * A modal dialog, mounted only while open (as MUI's Dialog). Escape and a click on the backdrop call `onClose`;
 * the caller decides. Name it with `aria-labelledby` (a DialogTitle's id) or `aria-label`.
 */
export function Dialog({ open, onClose, maxWidth = 'sm', fullWidth, anchor, className, children, ...rest }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // A click on the backdrop is the pointer's way to dismiss; Escape (the cancel event below) is the keyboard's.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || !onClose) return undefined;
    // The dialog's own box has no padding: a click on the element itself is a click on the backdrop.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) onClose('backdropClick');
    };
    dialog.addEventListener('click', onBackdrop);
    return () => dialog.removeEventListener('click', onBackdrop);
  }, [open, onClose]);
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog || dialog.open) return undefined;
    // jsdom has no showModal; the open attribute still shows the dialog there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={cx(
        'tg-dialog',
        anchor ? `tg-drawer tg-drawer--${anchor}` : maxWidth && `tg-dialog--${maxWidth}`,
        fullWidth && 'tg-dialog--full',
        className,
      )}
      onCancel={(event) => {
        // The browser would close it by itself; the caller's state decides instead.
        event.preventDefault();
        onClose?.('escapeKeyDown');
      }}
      {...rest}
    >
      <div className="tg-dialog__paper">{children}</div>
    </dialog>
  );
}

export function DialogTitle({ component: Element = 'h2', className, ...rest }: BoxProps) {
  return <Element className={cx('tg-dialog__title', className)} {...rest} />;
}

export function DialogContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('tg-dialog__content', className)} {...rest} />;
}

export function DialogActions({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('tg-dialog__actions', className)} {...rest} />;
}
