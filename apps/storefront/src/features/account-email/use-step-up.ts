'use client';

import { useCallback, useRef, useState } from 'react';
import type { StepUpHandler, StepUpPrompt } from '../../clients/identity/http-client.ts';
import type { Answers } from '../../clients/identity/tree.ts';

/**
 * The state of a step-up under way, for a form whose save needs one (the order and invoice emails):
 * `onStep` opens the dialog for each step of the tree, `step` is what StepUpDialog shows, and
 * `finish` closes it and says whether the customer cancelled, so the form can tell a cancel from a
 * wrong password.
 */

export interface OpenStep {
  prompt: StepUpPrompt;
  busy: boolean;
  answer: (answers: Answers, cancelled: boolean) => void;
}

export function useStepUp(): {
  step: OpenStep | undefined;
  onStep: StepUpHandler;
  start: () => void;
  finish: () => { cancelled: boolean };
} {
  const [step, setStep] = useState<OpenStep | undefined>();
  const cancelled = useRef(false);

  const onStep: StepUpHandler = useCallback(
    (prompt) =>
      new Promise<Answers>((resolve) => {
        setStep({
          prompt,
          busy: false,
          answer: (answers, wasCancelled) => {
            cancelled.current = wasCancelled;
            setStep((open) => (open ? { ...open, busy: true } : open));
            resolve(answers);
          },
        });
      }),
    [],
  );

  const start = useCallback(() => {
    cancelled.current = false;
  }, []);

  const finish = useCallback(() => {
    setStep(undefined);
    return { cancelled: cancelled.current };
  }, []);

  return { step, onStep, start, finish };
}
