import { useState } from 'react';
import { controlClasses } from '@/components/forms/field';
import { isQuantity } from './basket';

type QuantityInputProps = {
  id: string;
  value: number;
  onCommit: (quantity: number) => void;
  /** The id of advice about this quantity (below the minimum order), when there is some. */
  describedBy?: string;
};

/**
 * A whole number from 1 to the basket's maximum. While the visitor edits, the field may be empty
 * or half-typed; only a valid number reaches the basket, and leaving the field shows the basket's
 * value again.
 */
export function QuantityInput({ id, value, onCommit, describedBy }: QuantityInputProps) {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={text ?? String(value)}
      aria-describedby={describedBy}
      onChange={(event) => {
        setText(event.target.value);
        const quantity = Number(event.target.value);
        if (isQuantity(quantity)) onCommit(quantity);
      }}
      onBlur={() => setText(null)}
      className={controlClasses(false, 'tabular-nums')}
    />
  );
}
