import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { headingLevels } from '../Heading/Heading.css';
import { seedModels, seedModemPrice, seedPlan } from './CostCalculator.fixtures.ts';
import { CostCalculator } from './CostCalculator.tsx';
import { CostCalculatorWithState } from './CostCalculatorWithState.tsx';

const meta = {
  title: 'Site/CostCalculator',
  component: CostCalculator,
  args: { models: seedModels, plan: seedPlan, modemPrice: seedModemPrice, state: {}, onAction: fn(), headingLevel: '3' },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: headingLevels },
    models: { control: false },
  },
} satisfies Meta<typeof CostCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const mixedFleet = {
  'dr970x-2ch-lte': { quantity: 2, memory: '128GB', modem: false },
  'dr770x-2ch': { quantity: 3, memory: '64GB', modem: true },
  // Ticked on by default when raised above 0; this fleet has its own hotspot.
  'dr970x-2ch': { quantity: 1, memory: '256GB', modem: false },
  'dr770x-box-3ch-pro': { quantity: 2, memory: '512GB', modem: true },
};

export const Empty: Story = {};

export const OneLteModel: Story = { args: { state: { 'dr970x-2ch-lte': { quantity: 1, memory: '64GB', modem: false } } } };

export const MixedFleet: Story = { args: { state: mixedFleet } };

/** Selects what the field holds and types over it, as a person correcting a number does. */
async function typeOver(input: HTMLInputElement, text: string) {
  await userEvent.tripleClick(input);
  await userEvent.keyboard(text);
}

export const Interactive: Story = {
  render: (args) => <CostCalculatorWithState {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const model = within(canvas.getByRole('group', { name: 'DR770X-2CH' }));
    const quantity = model.getByRole<HTMLInputElement>('spinbutton', { name: 'DR770X-2CH quantity' });
    const modem = model.getByRole('checkbox', { name: 'Add LTE modem (+$199.99 per unit)' });
    const totals = canvas.getByRole('status', { name: 'Estimated Cost' });
    await expect(modem).toBeDisabled();

    // A model without built-in LTE gets the modem by default: 2 × ($322.99 + $199.99).
    await typeOver(quantity, '2');
    await expect(quantity).toHaveValue(2);
    await expect(modem).toBeChecked();
    await expect(totals).toHaveTextContent('$1,045.96');

    // Unticking takes 2 × $199.99 off the hardware.
    await userEvent.click(modem);
    await expect(modem).not.toBeChecked();
    await expect(totals).toHaveTextContent('$645.98');

    await typeOver(quantity, '0');
    await expect(modem).not.toBeChecked();
    await expect(modem).toBeDisabled();

    await typeOver(quantity, '3');
    await expect(modem).toBeChecked();
    // Browsers keep letters out of a number field or report it empty; either way the rules read 0.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, 'abc');
    await expect(quantity).toHaveValue(0);
    await expect(modem).toBeDisabled();
    await expect(totals).toHaveTextContent('$0.00');
  },
};

export const MobileWidth: Story = { args: { state: mixedFleet }, globals: { viewport: { value: 'mobile', isRotated: false } } };
