import type { CalculatorAction, CalculatorLine, CalculatorModel } from '@fleet/rules';
import { calculatorFieldName, formatMoney, memorySizes } from '@fleet/rules';
import { type ChangeEvent, useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './CalculatorModelCard.css';

export interface CalculatorModelCardProps {
  model: CalculatorModel;
  line: CalculatorLine;
  modemPrice: number;
  onAction: (action: CalculatorAction) => void;
  headingLevel: HeadingLevel;
}

/** Reads 'Quantity' on screen but '{model} quantity' to assistive technology, so each card's fields stay distinct. */
function FieldName({ model, name }: { model: string; name: string }) {
  return (
    <>
      <VisuallyHidden>{`${model} ${name.toLowerCase()}`}</VisuallyHidden>
      <span aria-hidden="true">{name}</span>
    </>
  );
}

/** One model's line in the cost calculator: how many, which memory size, and the LTE modem for models without it built in. */
export function CalculatorModelCard({ model, line, modemPrice, onAction, headingLevel }: CalculatorModelCardProps) {
  const nameId = useId();
  const unitPrice = model.prices[line.memory];
  const memoryOptions = memorySizes.filter((size) => size in model.prices).map((size) => ({ value: size, label: size }));
  const setQuantity = (event: ChangeEvent<HTMLInputElement>) =>
    onAction({ type: 'quantity', modelId: model.id, value: event.target.value, hasLTE: model.hasLTE });

  return (
    // A group named after the model, so the repeated modem checkbox is announced with its model.
    <div role="group" aria-labelledby={nameId} className={styles.group}>
      <Card padding="md">
        <div className={styles.body}>
          <div className={styles.header}>
            <div className={styles.titleRow}>
              <Heading level={headingLevel} size="4" id={nameId}>
                {model.name}
              </Heading>
              {model.hasLTE ? (
                <Badge tone="info" size="sm">
                  Built-in LTE
                </Badge>
              ) : null}
            </div>
            {unitPrice !== undefined ? <p className={styles.unitPrice}>{`${formatMoney(unitPrice)} per unit (${line.memory})`}</p> : null}
          </div>
          <div className={styles.controls}>
            <TextField
              type="number"
              name={calculatorFieldName.quantity(model.id)}
              label={<FieldName model={model.name} name="Quantity" />}
              min={0}
              step={1}
              inputMode="numeric"
              value={line.quantity}
              onChange={setQuantity}
              fullWidth
            />
            <Select
              name={calculatorFieldName.memory(model.id)}
              label={<FieldName model={model.name} name="Memory" />}
              options={memoryOptions}
              value={line.memory}
              onChange={(event) => onAction({ type: 'memory', modelId: model.id, memory: event.target.value })}
              fullWidth
            />
          </div>
          {model.hasLTE ? null : (
            <>
              {/* An unticked box sends nothing: this says it was left unticked (the box, after it, wins when ticked). */}
              {line.quantity > 0 ? <input type="hidden" name={calculatorFieldName.modem(model.id)} value="off" /> : null}
              <Checkbox
                name={calculatorFieldName.modem(model.id)}
                label={`Add LTE modem (+${formatMoney(modemPrice)} per unit)`}
                checked={line.modem}
                disabled={line.quantity === 0}
                onChange={(event) => onAction({ type: 'modem', modelId: model.id, modem: event.target.checked })}
              />
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
