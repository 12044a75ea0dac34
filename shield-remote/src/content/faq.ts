import { siteName } from 'ui';
import { accountPaths } from './accountPaths';
import { monthlyPrice } from './catalogue';

/** A question of the Shield FAQ; the answer is one or more paragraphs, with an optional link (an English site path: pages show it in their language). */
export type FaqEntry = {
  question: string;
  answer: string[];
  link?: { text: string; to: string };
};

/** Spec §3: the nine questions the store answers, on the landing and product pages, and how subscribers manage their plan (issue 42). */
export type ShieldFaqContent = { id: string; title: string; entries: FaqEntry[] };

export const shieldFaq: ShieldFaqContent = {
  id: 'faq',
  title: 'Frequently Asked Questions',
  entries: [
    {
      question: 'Why is it called Shield?',
      answer: [
        `Shield is ${siteName}'s internet service. The name is a promise: to shield families from the high prices, contracts and credit checks that keep people offline.`,
      ],
    },
    {
      question: 'Who is eligible for Shield?',
      answer: [
        'Anyone 18 or older who lives in the United States. There is no income requirement and no credit check. You confirm you are eligible by ticking a box before checkout.',
      ],
    },
    {
      question: 'Where does Shield work?',
      answer: [
        'Shield runs on a nationwide 5G and 4G LTE network and works wherever that network reaches in the United States. Speeds depend on the signal where you use it.',
      ],
    },
    {
      question: 'How long does delivery take?',
      answer: [
        'Hotspots arrive in about 10 business days, with free shipping in the US. A SIM card on its own ships in 1-2 weeks.',
        'The 5G router is a preorder: its first batch sold out and delivery may take a couple of months. Its SIM card ships separately.',
      ],
    },
    {
      question: 'What does the plan include?',
      answer: [
        `Unlimited data for ${monthlyPrice} a month, prepaid and billed on the 1st of each month, with no contract. Speeds may be reduced above 100GB in a month when the network is congested.`,
        'There are no partial refunds. If you cancel, your service stays active until the end of the billing cycle, then stops.',
      ],
    },
    {
      question: 'Is the 5G router locked?',
      answer: [
        'No. The Shield 5G router is unlocked: it works with the Shield SIM card it comes with and with SIM cards from other carriers.',
      ],
    },
    {
      question: 'Do you offer technical support?',
      answer: [
        'Yes. Use the help button at the bottom of any page or contact us, Monday to Friday, 9 AM to 5 PM EST, and our team will help you set up or troubleshoot your device.',
      ],
      link: { text: 'Contact us', to: '/contact' },
    },
    {
      question: 'Where does my money go?',
      answer: [
        `100% of Shield's profits go to ${siteName}, paying for refurbished computers and free digital skills classes for people who need them.`,
      ],
    },
    {
      question: 'How do I manage my subscription?',
      answer: [
        'Sign in to your Shield account with the email address you ordered with: we email you a link that signs you in. There you can see your status and shipping, download your invoices, update your card, cancel or reactivate, and share your referral link.',
      ],
      link: { text: 'Manage your subscription', to: accountPaths.account },
    },
    {
      question: 'Can I buy Shield in bulk?',
      answer: [
        'Yes. Schools, non-profits and employers can order Shield for the people they serve. Tell us how many devices or SIM cards you need and we will send you a quote.',
      ],
      link: { text: 'Ask for a bulk quote', to: '/contact' },
    },
  ],
};
