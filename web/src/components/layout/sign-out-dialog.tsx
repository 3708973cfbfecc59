import { LogOut } from 'lucide-react';
import { useRef, memo } from 'react';
import { Button } from '../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';

export const SIGN_OUT_TEXT = {
  title: 'Sign out?',
  description: 'This ends every session of your account, in this browser and any other. Your crawlers carry on under their standing orders.',
  cancel: 'Cancel',
  confirm: 'Logout',
} as const;

/**
 * Signing out asks first: a stray key or tap (a Space meant for the game) must not end the session
 * mid-fight. Radix traps focus in the dialog, starts it on Cancel (the first control, and the harmless
 * choice), closes on Escape and gives focus back to what opened it (a dialog without a Radix trigger would drop it on
 * the page's body, so the opener is noted as the dialog opens).
 */
export const SignOutDialog = memo(function SignOutDialog({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogTitle>{SIGN_OUT_TEXT.title}</DialogTitle>
        <DialogDescription>{SIGN_OUT_TEXT.description}</DialogDescription>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {SIGN_OUT_TEXT.cancel}
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            <LogOut aria-hidden />
            {SIGN_OUT_TEXT.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
});
