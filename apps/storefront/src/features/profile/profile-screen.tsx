'use client';

import { IDENTITY_TREES } from '@store/contracts/identity';
import type { Locale } from '@store/locales';
import { useMemo } from 'react';
import { format } from '../../i18n/format.ts';
import { storePaths } from '../../shell/routing/store-paths.ts';
import { assistedMessages } from '../../shell/session/assisted/messages.ts';
import { refreshSessionProfile } from '../../shell/session/profile-refresh.ts';
import { useSession } from '../../shell/session/session-provider.tsx';
import type { AuthMessages } from '../auth/messages.ts';
import { AccountTreeForm } from './account-tree-form.tsx';
import { accountFields } from './account-fields.ts';
import { EmailConfirmation } from './email-confirmation.tsx';
import type { ProfileMessages } from './messages.ts';

export interface ProfileScreenProps {
  locale: Locale;
  clientId: string;
  messages: ProfileMessages;
  auth: AuthMessages;
}

/**
 * my-account/profile: the profile, the password and the sign-in email, each through its identity
 * tree. A confirmation link of an email change lands here with `?token=`.
 */
export function ProfileScreen({ locale, clientId, messages, auth }: ProfileScreenProps) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : undefined;
  const userId = user?.id;

  const fields = useMemo(() => accountFields(messages), [messages]);
  const emailQuery = useMemo(() => ({ locale }), [locale]);

  if (!userId) return null;
  return (
    <div className="profile-screen">
      <EmailConfirmation
        clientId={clientId}
        messages={messages}
        auth={auth}
        onConfirmed={() => refreshSessionProfile(userId)}
      />
      <AccountTreeForm
        heading={messages.profile.heading}
        tree={IDENTITY_TREES.updateProfile}
        clientId={clientId}
        fields={fields.profile}
        submitLabel={messages.profile.submit}
        messages={messages}
        auth={auth}
        onDone={async () => {
          await refreshSessionProfile(userId);
          return messages.profile.saved;
        }}
      />
      {/* The identity refuses these changes in an assisted session: only the customer may make them. */}
      {user.actor ? (
        <p data-testid="acting-note">{assistedMessages(locale).ownChangesOnly}</p>
      ) : (
        <>
          <AccountTreeForm
            heading={messages.password.heading}
            tree={IDENTITY_TREES.changePassword}
            clientId={clientId}
            fields={fields.password}
            submitLabel={messages.password.submit}
            messages={messages}
            auth={auth}
            onDone={() => messages.password.changed}
          />
          <AccountTreeForm
            heading={messages.email.heading}
            tree={IDENTITY_TREES.changeEmail}
            clientId={clientId}
            query={emailQuery}
            fields={fields.email}
            submitLabel={messages.email.submit}
            messages={messages}
            auth={auth}
            intro={
              <>
                {user.email ? <p>{format(messages.email.current, { email: user.email })}</p> : null}
                <p>{messages.email.hint}</p>
              </>
            }
            onDone={(_result, answers) =>
              format(messages.email.sent, {
                email: String(answers[0] ?? '')
                  .trim()
                  .toLowerCase(),
              })
            }
          />
        </>
      )}
      <p>
        <a href={storePaths(locale).myAccount}>{messages.back}</a>
      </p>
    </div>
  );
}
