import type { CalculatorAction, CalculatorLine, CalculatorModel } from '@fleet/rules';
import { calculatorFieldName, memorySizes } from '@fleet/rules';
import { type ChangeEvent, useId } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './CalculatorModelCard.css';
import { quantityFormat } from './quantityFormat.ts';

export interface CalculatorModelCardProps {
  model: CalculatorModel;
  line: CalculatorLine;
  modemPrice: number;
  onAction: (action: CalculatorAction) => void;
  headingLevel: HeadingLevel;
}

/** Reads 'Quantity' on screen but '{model} quantity' to assistive technology, so each card's fields stay distinct. */
function FieldName({ name, spoken }: { name: string; spoken: string }) {
  return (
    <>
      <VisuallyHidden>{spoken}</VisuallyHidden>
      <span aria-hidden="true">{name}</span>
    </>
  );
}

/** One model's line in the cost calculator: how many, which memory size, and the LTE modem for models without it built in. */
export function CalculatorModelCard({ model, line, modemPrice, onAction, headingLevel }: CalculatorModelCardProps) {
  const nameId = useId();
  const { t, money, intl } = useMessages();
  const unitPrice = model.prices[line.memory];
  const memoryOptions = memorySizes.filter((size) => size in model.prices).map((size) => ({ value: size, label: size }));
  const setQuantity = (event: ChangeEvent<HTMLInputElement>) =>
    onAction({ type: 'quantity', modelId: model.id, value: event.target.value, hasLTE: model.hasLTE, format: quantityFormat(intl) });

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
                  {t('costCalculator.builtInLte')}
                </Badge>
              ) : null}
            </div>
            {unitPrice !== undefined ? (
              <p className={styles.unitPrice}>{t('costCalculator.unitPrice', { price: money(unitPrice), memory: line.memory })}</p>
            ) : null}
          </div>
          <div className={styles.controls}>
            <TextField
              type="number"
              name={calculatorFieldName.quantity(model.id)}
              label={<FieldName name={t('costCalculator.quantity')} spoken={t('costCalculator.quantityOf', { model: model.name })} />}
              min={0}
              step={1}
              inputMode="numeric"
              value={line.quantity}
              onChange={setQuantity}
              fullWidth
            />
            <Select
              name={calculatorFieldName.memory(model.id)}
              label={<FieldName name={t('costCalculator.memory')} spoken={t('costCalculator.memoryOf', { model: model.name })} />}
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
                label={t('costCalculator.addModem', { price: money(modemPrice) })}
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
