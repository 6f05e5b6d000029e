import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode.tsx';

const otpauthUri =
  'otpauth://totp/Fleet%20Video%20Telematics:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Fleet%20Video%20Telematics&algorithm=SHA1&digits=6&period=30';

const meta = {
  title: 'Admin/QrCode',
  component: QrCode,
  args: { value: otpauthUri, label: 'QR code for your authenticator app' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OtpauthUri: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(code).toHaveAttribute('width', '192');
  },
};

export const Small: Story = { args: { size: 128 } };
