/*
 * Texts of the informational and legal pages. A gate can replace any title or lead through
 * `pagesContent.<id>.title` / `.lead`. `{siteName}` and `{supportEmail}` are filled from the gate.
 */

export interface InfoSection {
  heading?: string;
  paragraphs: string[];
}

export interface InfoContent {
  title: string;
  lead: string;
  sections: InfoSection[];
}

export type InfoPageId =
  | 'contact'
  | 'eula'
  | 'privacy-policy'
  | 'refund-policy'
  | 'how-to-double-traffic'
  | 'how-to-start'
  | 'increase-alexa-rank'
  | 'reduce-bounce-rate'
  | 'website-traffic-generator';

export const infoContent: Record<InfoPageId, InfoContent> = {
  contact: {
    title: 'Contact us',
    lead: 'Questions about a package, an order or your project? We answer every message within one business day.',
    sections: [
      {
        heading: 'Support',
        paragraphs: ['Write to {supportEmail}. Please include the e-mail you registered with and, for a project, its URL.'],
      },
      {
        heading: 'Billing',
        paragraphs: [
          'For invoices, refunds and subscription questions use the same address and mention the order number from your Subscriptions page.',
        ],
      },
    ],
  },
  eula: {
    title: 'Terms of use (EULA)',
    lead: 'These terms govern your use of {siteName} and the traffic packages you buy from us.',
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          '{siteName} sends visitors to the websites (projects) you register, according to the package you choose. Delivery starts after the project is approved and runs over the package duration.',
        ],
      },
      {
        heading: 'Your responsibilities',
        paragraphs: [
          'You may only register websites you own or manage. Websites with illegal content, malware, adult content or deceptive pages are refused and their packages are stopped.',
        ],
      },
      {
        heading: 'Accounts',
        paragraphs: [
          'Keep your password private. You are responsible for activity under your account. You can remove your account at any time from your profile.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We deliver the visitor volumes of your package; we do not guarantee sales, sign-ups or search rankings unless a package explicitly says so.',
        ],
      },
    ],
  },
  'privacy-policy': {
    title: 'Privacy policy',
    lead: 'What we collect, why, and how long we keep it.',
    sections: [
      {
        heading: 'Data we keep',
        paragraphs: [
          'Your e-mail, name, the projects you register, your orders and payments, and technical data such as your IP address and country, which we use to protect accounts and to show local prices.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Essential cookies keep you signed in and remember your choices. Functional, analytics and targeting cookies are only set with your consent, which you can change at any time.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see and correct your data in your profile, unsubscribe from marketing e-mail with one click, and remove your account. Write to {supportEmail} for anything else.',
        ],
      },
    ],
  },
  'refund-policy': {
    title: 'Refund policy',
    lead: 'If we cannot deliver what you paid for, you get your money back.',
    sections: [
      {
        paragraphs: [
          'Unused credits of a package can be refunded within 30 days of purchase. Partially delivered packages are refunded in proportion to the visitors not yet delivered.',
          'To ask for a refund, write to {supportEmail} with your order number. Refunds go back to the original payment method within 10 business days.',
        ],
      },
    ],
  },
  'how-to-double-traffic': {
    title: 'How to double your traffic',
    lead: 'Combine paid visitors with a few habits that keep them coming back.',
    sections: [
      {
        heading: 'Start with a steady flow',
        paragraphs: [
          'A package delivers visitors every day. Steady traffic helps your pages get noticed and gives you data to improve them.',
        ],
      },
      {
        heading: 'Give visitors a reason to return',
        paragraphs: ['Publish regularly, link related pages, and offer a newsletter. Returning visitors compound the traffic you buy.'],
      },
      {
        heading: 'Measure',
        paragraphs: ['Add your analytics id to the project so you can compare delivered visitors with what your analytics reports.'],
      },
    ],
  },
  'how-to-start': {
    title: 'How to start',
    lead: 'From sign-up to your first visitors in three steps.',
    sections: [
      {
        heading: '1. Create an account',
        paragraphs: ['Register with your e-mail, or try the free demo from the home page with your website URL.'],
      },
      {
        heading: '2. Add your project',
        paragraphs: ['In your dashboard, add the website that should receive visitors and, if you like, your analytics tracking id.'],
      },
      {
        heading: '3. Choose a package',
        paragraphs: ['Buy traffic credits on the pricing page and assign them to the project. Delivery starts within 24 hours.'],
      },
    ],
  },
  'increase-alexa-rank': {
    title: 'Increase your Alexa rank',
    lead: 'Rank-focused packages send visitors whose browsing is counted by ranking panels.',
    sections: [
      {
        paragraphs: [
          'Choose a package marked “Guaranteed Alexa rank improvement”. Visitors arrive gradually over the package duration so the change looks natural.',
          'Keep your site fast and your content fresh: a better rank brings more organic visitors only when they find what they came for.',
        ],
      },
    ],
  },
  'reduce-bounce-rate': {
    title: 'Reduce your bounce rate',
    lead: 'Visitors who stay longer tell search engines your page is worth it.',
    sections: [
      {
        paragraphs: [
          'Professional packages send visitors who browse several pages. Pair them with clear navigation, fast pages and a visible next step on every page.',
        ],
      },
    ],
  },
  'website-traffic-generator': {
    title: 'Website traffic generator',
    lead: 'Real visitors from real browsers, delivered to the pages you choose.',
    sections: [
      {
        paragraphs: [
          '{siteName} delivers visitors to your website from a network of real browsers. You choose the volume; we spread it evenly across the package duration.',
          'Every project shows delivered visitors in your dashboard, so you always know what you paid for.',
        ],
      },
    ],
  },
};

export function fillTokens(text: string, values: { siteName: string; supportEmail: string }): string {
  return text.replaceAll('{siteName}', values.siteName).replaceAll('{supportEmail}', values.supportEmail || 'our support team');
}
