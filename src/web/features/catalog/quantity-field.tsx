import { useId } from 'react';

const number = new Intl.NumberFormat('en');

/**
 * An item's quantity on its details form: shown, not typed over. A typed quantity would be saved
 * as a "Counted" movement without a word; Adjust stock beside it asks for the reason first. The
 * API's plain PUT of a quantity still counts it (ADR 0016).
 */
export function QuantityField(props: { value: string; onAdjust: () => void }) {
  const id = useId();
  const shown = /^\d+$/.test(props.value) ? number.format(Number(props.value)) : props.value;
  return (
    <div className="kit-field">
      <label htmlFor={id}>Quantity</label>
      <p id={`${id}-hint`} className="kit-field__hint">
        It changes through Adjust stock, which records why.
      </p>
      <div className="catalog-quantity">
        <input
          id={id}
          className="input num"
          readOnly
          value={shown}
          aria-describedby={`${id}-hint`}
        />
        <button type="button" className="button button--quiet" onClick={props.onAdjust}>
          Adjust stock
        </button>
      </div>
    </div>
  );
}
