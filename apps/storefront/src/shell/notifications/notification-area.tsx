'use client';

import { useNotifications } from './notification-provider.tsx';

export function NotificationArea({ label, dismiss }: { label: string; dismiss: string }) {
  const { items, close } = useNotifications();
  return (
    <section aria-label={label} aria-live="polite" className="notifications">
      {items.map((n) => (
        <div
          key={n.id}
          className={`notification notification--${n.kind}`}
          role="status"
          data-notification-id={n.id}
        >
          <p>{n.content}</p>
          <button type="button" className="icon-button" onClick={() => close(n.id)} aria-label={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
