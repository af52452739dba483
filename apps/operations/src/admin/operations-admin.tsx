'use client';
import { Admin, Resource } from 'react-admin';
import { authProvider } from '../auth/auth-provider.ts';
import { Dashboard } from '../dashboard/dashboard.tsx';
import { dataProvider } from '../data/data-provider.ts';
import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { RESOURCES } from '../resources/index.tsx';

const i18nProvider = createI18nProvider();

/** The console: react-admin over the operator API, signed in through /login, in six languages. */
export function OperationsAdmin() {
  return (
    <Admin
      title="Operations"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {RESOURCES.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
    </Admin>
  );
}
