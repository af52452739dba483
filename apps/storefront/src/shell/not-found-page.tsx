'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '../i18n/messages.ts';

type NotFoundMessages = Messages['notFound'] & { homeHref: string };

const NotFoundContext = createContext<NotFoundMessages | undefined>(undefined);

/** The layout hands the 404 page its locale's words, since not-found pages receive no params. */
export function NotFoundMessagesProvider({
  value,
  children,
}: {
  value: NotFoundMessages;
  children: ReactNode;
}) {
  return <NotFoundContext.Provider value={value}>{children}</NotFoundContext.Provider>;
}

/** The shell's 404 page, in the locale of the address. */
export function NotFoundPage() {
  const messages = useContext(NotFoundContext);
  if (!messages) throw new Error('NotFoundPage must be rendered inside the locale layout');
  return (
    <div className="not-found">
      <h1>{messages.title}</h1>
      <p>{messages.body}</p>
      <a className="button button--primary" href={messages.homeHref}>
        {messages.home}
      </a>
    </div>
  );
}
