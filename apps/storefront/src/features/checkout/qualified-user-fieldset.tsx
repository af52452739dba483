'use client';

import type { OrgBuyingMessages } from '../org-buying/messages.ts';
import type { QualifiedUserChoice } from './qualified-user-options.ts';

/**
 * "Who is this order for?": a radio group of the organisation's qualified users, above the steps.
 * A member below the level the cart needs is listed, disabled, with the reason beside the name, so
 * a screen reader hears why it cannot be chosen. The choice is priced and placed with the order.
 */
export function QualifiedUserFieldset({
  choice,
  chosen,
  onChoose,
  messages,
}: {
  choice: QualifiedUserChoice;
  chosen: string | undefined;
  onChoose: (id: string) => void;
  messages: OrgBuyingMessages['qualifiedUser'];
}) {
  return (
    <section className="checkout-step checkout-for" data-testid="checkout-qualified-user">
      <fieldset aria-describedby="qualified-user-help">
        <legend>{messages.legend}</legend>
        <p id="qualified-user-help">{choice.help}</p>
        {choice.options.map((option) => {
          const id = `qualified-user-${option.id}`;
          return (
            <div className="checkout-choice" key={option.id}>
              <input
                type="radio"
                name="qualifiedUserChoice"
                id={id}
                value={option.id}
                checked={chosen === option.id}
                disabled={option.disabled}
                onChange={() => onChoose(option.id)}
                aria-describedby={`${id}-note`}
              />
              <label htmlFor={id}>{option.name}</label>
              <p id={`${id}-note`} className="checkout-field__note">
                {option.note}
              </p>
            </div>
          );
        })}
      </fieldset>
    </section>
  );
}
