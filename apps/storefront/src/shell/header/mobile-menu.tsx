'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

const MobileMenuContext = createContext<{ open: boolean; setOpen: (open: boolean) => void }>({
  open: false,
  setOpen: () => undefined,
});

/** Shares the hamburger's state between the main bar's button and the mega menu below it. */
export function MobileMenuState({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return <MobileMenuContext.Provider value={{ open, setOpen }}>{children}</MobileMenuContext.Provider>;
}

export function useMobileMenu() {
  return useContext(MobileMenuContext);
}

export function MenuButton({
  controls,
  openLabel,
  closeLabel,
}: {
  controls: string;
  openLabel: string;
  closeLabel: string;
}) {
  const { open, setOpen } = useMobileMenu();
  return (
    <button
      type="button"
      className="menu-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen(!open)}
    >
      <span className="menu-button__icon" aria-hidden="true" />
      <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
    </button>
  );
}
