import type { FaqItem } from './FaqList.tsx';

/** Story-only: pricing questions, answered from the plans' constants. */
export const faqFixtures: readonly FaqItem[] = [
  {
    question: 'Is there a free trial?',
    answer: 'Yes. Your first month is free on every new subscription, with every feature switched on. You can cancel before it ends and pay nothing.',
  },
  {
    question: 'How much does the Monthly Plan cost?',
    answer: '$15.99 a month for your first vehicle and $12.00 a month for each additional vehicle. Paying for a year costs 12 times the monthly fee.',
  },
  {
    question: 'Do I need a SIM card?',
    answer: 'Yes. Each dashcam with built-in LTE, or each LTE module, needs a nano SIM with a data plan. SIM cards are bought separately from any carrier.',
  },
  {
    question: 'How long are videos and locations kept?',
    answer: 'Event videos are kept for 30 days and GPS history for 90 days, with 15GB of cloud storage per camera.',
  },
  {
    question: 'How many cameras and users can one account have?',
    answer: 'Up to 999 cameras. Each account has 1 Owner and up to 10 Admins, plus 3 Drivers per camera.',
  },
];
