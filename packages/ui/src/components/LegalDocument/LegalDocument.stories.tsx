import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalDocument, legalDateKinds } from './LegalDocument.tsx';
import { legalRelatedLinks, privacySections, termsSections } from './legalFixtures.tsx';

const meta = {
  title: 'Site/LegalDocument',
  component: LegalDocument,
  args: {
    title: 'Privacy Policy',
    dateKind: 'effective',
    date: '2025-05-03',
    intro: <p>This policy explains what personal information Example Fleet collects, why, and the choices you have.</p>,
    sections: privacySections,
    relatedLinks: legalRelatedLinks.filter((link) => link.href !== '/privacy-policy'),
  },
  argTypes: { dateKind: { control: 'inline-radio', options: legalDateKinds } },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongDocument: Story = {
  args: {
    title: 'Terms of Service',
    intro: <p>These terms govern your use of the Example Fleet website and fleet management service.</p>,
    sections: termsSections,
    relatedLinks: legalRelatedLinks.filter((link) => link.href !== '/terms-of-service'),
  },
};

export const LastUpdated: Story = {
  args: {
    title: 'GDPR Statement',
    dateKind: 'updated',
    intro: <p>How Example Fleet meets the General Data Protection Regulation, including breach notification within 72 hours.</p>,
    sections: privacySections.slice(0, 3),
    relatedLinks: legalRelatedLinks.filter((link) => link.href !== '/gdpr'),
  },
};
