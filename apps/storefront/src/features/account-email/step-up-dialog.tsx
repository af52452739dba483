'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { StepUpPrompt } from '../../clients/identity/http-client.ts';
import type { Answers, CallbackView } from '../../clients/identity/tree.ts';
import { format } from '../../i18n/format.ts';
import { CallbackField, isTextField } from '../auth/callback-field.tsx';
import type { AuthMessages } from '../auth/messages.ts';
import type { AccountEmailMessages } from './messages.ts';

/**
 * A step of the step-up tree (requirements §4) as a modal dialog: the sign-in screens' callback renderer
 * for its fields, the tree's ConfirmationCallback as Confirm and Cancel. A modal <dialog> keeps
 * focus inside and gives Escape, which cancels; the opener gets focus back when it closes.
 */

export interface StepUpDialogProps {
  prompt: StepUpPrompt;
  busy: boolean;
  messages: AccountEmailMessages['stepUp'];
  authMessages: AuthMessages;
  lang: string;
  onAnswer: (answers: Answers, cancelled: boolean) => void;
}

type Confirmation = Extract<CallbackView, { type: 'confirmation' }>;

function cancelOption(confirmation: Confirmation): number {
  const index = confirmation.options.findIndex((option) => /cancel/i.test(option));
  return index >= 0 ? index : confirmation.options.length - 1;
}

export function StepUpDialog({ prompt, busy, messages, authMessages, lang, onAnswer }: StepUpDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fields = useRef(new Map<number, HTMLElement>());
  const [values, setValues] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<number, string[]>>({});
  const confirmation = prompt.callbacks.find((c): c is Confirmation => c.type === 'confirmation');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  const label = (callback: CallbackView) =>
    callback.type === 'password' ? messages.password : 'prompt' in callback ? callback.prompt : '';

  function cancel() {
    if (busy) return;
    onAnswer(confirmation ? { [confirmation.index]: cancelOption(confirmation) } : {}, true);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missing: Record<number, string[]> = {};
    for (const callback of prompt.callbacks) {
      if (isTextField(callback) && !String(values[callback.index] ?? '').trim()) {
        missing[callback.index] = [
          format(authMessages.errors.required, { field: label(callback).toLocaleLowerCase() }),
        ];
      }
    }
    setErrors(missing);
    const first = Object.keys(missing).map(Number)[0];
    if (first !== undefined) {
      fields.current.get(first)?.focus();
      return;
    }
    onAnswer(confirmation ? { ...values, [confirmation.index]: confirmation.defaultOption } : values, false);
  }

  return (
    <dialog
      ref={dialogRef}
      className="modal step-up-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <h2 id={`${id}-title`}>{messages.title}</h2>
        <p id={`${id}-intro`}>{messages.intro}</p>
        {prompt.callbacks.map((callback) =>
          callback.type === 'confirmation' ? null : (
            <CallbackField
              key={callback.index}
              callback={callback}
              fieldKey={callback.type === 'password' ? 'password' : 'other'}
              id={`${id}-f${callback.index}`}
              label={label(callback)}
              value={values[callback.index]}
              errors={errors[callback.index] ?? []}
              messages={authMessages}
              lang={lang}
              busy={busy}
              inputRef={(element) => {
                if (element) fields.current.set(callback.index, element);
                else fields.current.delete(callback.index);
              }}
              onChange={(value) => setValues((current) => ({ ...current, [callback.index]: value }))}
              onProvider={(provider) => onAnswer({ ...values, [callback.index]: provider }, false)}
            />
          ),
        )}
        <p role="status" aria-live="polite" className="step-up-dialog__status">
          {busy ? messages.working : ''}
        </p>
        <div className="step-up-dialog__actions">
          <button type="submit" className="auth-form__primary" disabled={busy}>
            {messages.confirm}
          </button>
          <button type="button" className="auth-form__secondary" disabled={busy} onClick={cancel}>
            {messages.cancel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
