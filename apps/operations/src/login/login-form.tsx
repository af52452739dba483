'use client';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CssBaseline,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { z } from 'zod';
import { CONSOLE_MESSAGES } from '../i18n/console-messages.ts';
import { isConsoleLanguage, preferredLanguage, type ConsoleLanguage } from '../i18n/languages.ts';

/**
 * The console's sign-in: username and password, then the one-time code of the member's
 * authenticator app. The server keeps the identity service's steps; success opens the console at `/`
 * (always there: no address from the request is followed, so no open redirect).
 */

type LoginTexts = (typeof CONSOLE_MESSAGES)['en']['ops']['login'];

/** The sign-in routes' problem codes (src/server/login-answer.ts), each with its text. */
const ERROR_CODES = [
  'wrong-details',
  'wrong-code',
  'throttled',
  'expired',
  'missing',
  'code-format',
  'unavailable',
] as const;
const problemSchema = z.object({
  code: z.enum(ERROR_CODES).catch('unavailable'),
  retryAfter: z.number().optional(),
});

/** The language react-admin's menu chose last (its store), else the browser's preferred one. */
function consoleLanguage(): ConsoleLanguage {
  const stored = /^"([a-z]{2})"$/.exec(window.localStorage.getItem('RaStore.locale') ?? '')?.[1];
  return stored && isConsoleLanguage(stored) ? stored : preferredLanguage(navigator.languages);
}

function errorText(texts: LoginTexts, body: unknown): string {
  const problem = problemSchema.safeParse(body);
  return texts.errors[problem.data?.code ?? 'unavailable'].replace(
    '%{minutes}',
    String(Math.max(1, Math.ceil((problem.data?.retryAfter ?? 60) / 60))),
  );
}

async function post(path: string, body: unknown): Promise<{ ok: boolean; body: unknown }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    return { ok: response.ok, body: await response.json().catch(() => undefined) };
  } catch {
    return { ok: false, body: undefined };
  }
}

const noSubscription = () => () => undefined;

/** `serverLanguage`: the Accept-Language choice, until the browser's own preference is known. */
export function LoginForm({ serverLanguage }: { serverLanguage: ConsoleLanguage }) {
  const language = useSyncExternalStore(noSubscription, consoleLanguage, () => serverLanguage);
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const texts = CONSOLE_MESSAGES[language].ops.login;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(undefined);
    const answer =
      step === 'password'
        ? await post('/api/session/password', {
            username: form.get('username'),
            password: form.get('password'),
          })
        : await post('/api/session/code', { code: form.get('code') });
    setPending(false);
    if (answer.ok) {
      if (step === 'password') setStep('code');
      else window.location.assign('/');
      return;
    }
    const code = problemSchema.safeParse(answer.body).data?.code;
    // A wrong or late code ends the identity service's sign-in: it starts again from the password.
    if (step === 'code' && (code === 'wrong-code' || code === 'expired')) setStep('password');
    setError(errorText(texts, answer.body));
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
      lang={language}
    >
      <CssBaseline />
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {texts.title}
          </Typography>
          <form onSubmit={submit} noValidate={false}>
            <Stack spacing={2}>
              <Typography>{step === 'password' ? texts.intro : texts.code_intro}</Typography>
              {error ? (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              ) : null}
              {step === 'password' ? (
                <>
                  <TextField
                    name="username"
                    label={texts.username}
                    autoComplete="username"
                    required
                    autoFocus
                  />
                  <TextField
                    name="password"
                    label={texts.password}
                    type="password"
                    autoComplete="current-password"
                    required
                  />
                  <Button type="submit" variant="contained" disabled={pending}>
                    {texts.next}
                  </Button>
                </>
              ) : (
                <>
                  <TextField
                    key="code"
                    name="code"
                    label={texts.code}
                    autoComplete="one-time-code"
                    required
                    autoFocus
                    slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
                  />
                  <Button type="submit" variant="contained" disabled={pending}>
                    {texts.submit}
                  </Button>
                  <Button type="button" onClick={() => setStep('password')}>
                    {texts.start_again}
                  </Button>
                </>
              )}
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
