import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';

type Values = Record<string, unknown>;

interface ActionDialogProps {
  /** The message key of the button that opens the dialog and of its title. */
  label: string;
  /** The message key of the submit button; the label's by default. */
  submitLabel?: string;
  defaultValues?: Values;
  /** Answers whether the action succeeded: the dialog closes only then. */
  onSubmit: (values: Values) => Promise<boolean>;
  pending?: boolean;
  color?: 'primary' | 'error';
  /** The form's inputs. */
  children: ReactNode;
}

/**
 * A button opening a dialog with a form: MUI traps the focus inside and closes it with Escape, the
 * form submits with Enter, and the focus goes back to the button when it closes.
 */
export function ActionDialog({
  label,
  submitLabel,
  defaultValues,
  onSubmit,
  pending = false,
  color = 'primary',
  children,
}: ActionDialogProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const submit = async (values: Values) => {
    if (await onSubmit(values)) setOpen(false);
  };
  return (
    <>
      <Button variant="outlined" color={color} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form defaultValues={defaultValues} onSubmit={submit}>
          <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" color={color} disabled={pending}>
              {translate(submitLabel ?? label)}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
