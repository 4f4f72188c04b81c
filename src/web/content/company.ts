/**
 * Everything the public site says about the company. A rebrand edits this one file.
 */

export interface SocialLink {
  label: string;
  href: string;
}

export interface Service {
  slug: string;
  name: string;
  summary: string;
}

export interface PortfolioCase {
  slug: string;
  name: string;
  client: string;
  summary: string;
}

export interface Person {
  slug: string;
  name: string;
  role: string;
  bio: string;
}

export const company = {
  name: 'Northwire Systems',
  wordmark: 'Northwire',
  tagline: 'Websites, CCTV and satellite TV, installed properly.',
  description:
    'Northwire Systems designs and installs websites, CCTV and satellite TV for homes and ' +
    'businesses: planned with care, fitted cleanly and supported for years.',
  blurb:
    'Northwire Systems is a small engineering team that builds websites and installs CCTV and ' +
    'satellite TV. We plan every job, fit it cleanly, document it and stay on call afterwards.',
  hero: {
    headline: 'Systems that work',
    lead:
      'Fast websites, clear CCTV and reliable satellite TV, planned and installed by one ' +
      'accountable team and supported long after the van leaves.',
    primaryAction: 'Order a service',
    secondaryAction: 'See our work',
  },
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/northwire-systems' },
    { label: 'GitHub', href: 'https://github.com/northwire-systems' },
  ] satisfies SocialLink[],
} as const;

export const services: Service[] = [
  {
    slug: 'website-development',
    name: 'Website development',
    summary:
      'Fast, accessible websites and web apps with an admin area your staff can actually use.',
  },
  {
    slug: 'cctv',
    name: 'CCTV installation',
    summary:
      'Camera surveys, tidy cabling and recording you can check from your phone, day or night.',
  },
  {
    slug: 'satellite-tv',
    name: 'Satellite TV installation',
    summary: 'Dish alignment, multi-room distribution and signal you can rely on in any weather.',
  },
];

export const portfolioCases: PortfolioCase[] = [
  {
    slug: 'security-system',
    name: 'Security system installation',
    client: 'A regional logistics depot',
    summary: 'Sixteen IP cameras, night vision on every gate and thirty days of recording.',
  },
  {
    slug: 'lighting-project',
    name: 'Lighting project',
    client: 'A city-centre office',
    summary: 'Scheduled LED lighting across three floors, controlled from one dashboard.',
  },
  {
    slug: 'member-management',
    name: 'Member management',
    client: 'A community sports club',
    summary: 'An online membership system with renewals, payments and a staff admin area.',
  },
];

export const people: Person[] = [
  {
    slug: 'amara-okafor',
    name: 'Amara Okafor',
    role: 'Founder and lead engineer',
    bio:
      'Amara has wired buildings and shipped web apps for over a decade, and still checks every ' +
      'installation before it is signed off.',
  },
];

export const copyright = (year: number = new Date().getFullYear()) =>
  `© ${year} ${company.name}. All rights reserved.`;
