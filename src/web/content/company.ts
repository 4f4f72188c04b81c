/**
 * Everything the public site says about the company. A rebrand edits this one file: the name,
 * blurb and social links, the homepage copy, the release-alert advert, the services, the portfolio
 * cases, the people and the seven static images (the name itself lives in src/shared/site.ts,
 * which the server reads too).
 */
import { SITE_NAME } from '../../shared/site';

export interface SocialLink {
  label: string;
  href: string;
}

/** A static image under src/web/public, with its intrinsic size so nothing shifts while loading. */
export interface SiteImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface Service {
  slug: string;
  name: string;
  summary: string;
  image: SiteImage;
  /** The service page's lead paragraph, also its meta description. */
  lead: string;
  whatWeDo: string[];
  howWeWork: Step[];
  whatYouGet: string[];
  cta: { title: string; text: string; action: string };
}

export interface Metric {
  value: string;
  label: string;
}

export interface PortfolioCase {
  slug: string;
  name: string;
  client: string;
  year: string;
  summary: string;
  image: SiteImage;
  /** Slugs of the services the job used. */
  services: string[];
  challenge: string;
  approach: string[];
  results: Metric[];
  quote: { text: string; by: string };
  /** Slug of the person who led it. */
  lead: string;
}

export interface Person {
  slug: string;
  name: string;
  role: string;
  bio: string;
  about: string[];
  focus: string[];
}

const image = (name: string, alt: string, width = 480, height = 320): SiteImage => ({
  src: `/images/${name}.svg`,
  width,
  height,
  alt,
});

export const company = {
  name: SITE_NAME,
  wordmark: 'Northwire',
  tagline: 'Websites, CCTV and satellite TV, installed properly.',
  description:
    'Northwire Systems designs and installs websites, CCTV and satellite TV for homes and ' +
    'businesses: planned with care, fitted cleanly and supported for years.',
  blurb:
    'Northwire Systems is a small engineering team that builds websites and installs CCTV and ' +
    'satellite TV. We plan every job, fit it cleanly, document it and stay on call afterwards.',
  contact: {
    email: 'hello@northwire-systems.com',
    phone: '+44 20 7946 0321',
    hours: 'Monday to Friday, 8:00 to 18:00',
  },
  hero: {
    headline: 'Systems that work',
    lead:
      'Fast websites, clear CCTV and reliable satellite TV, planned and installed by one ' +
      'accountable team and supported long after the van leaves.',
    primaryAction: 'Order a service',
    secondaryAction: 'See our work',
    image: image(
      'hero',
      'A monitor, a CCTV camera and a satellite dish linked into one system',
      640,
      480,
    ),
    facts: [
      { value: '12 years', label: 'installing and building' },
      { value: '400+', label: 'systems handed over' },
      { value: '4 h', label: 'support response' },
    ] satisfies Metric[],
  },
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/northwire-systems' },
    { label: 'GitHub', href: 'https://github.com/northwire-systems' },
  ] satisfies SocialLink[],
} as const;

/** The release-alert advert on the homepage: an unnamed money-management platform. */
export const advert = {
  eyebrow: 'Release alert',
  title: 'Something new for your money is on its way',
  text:
    'We are building a money-management platform for households and small businesses: bills, ' +
    'budgets and cash flow in one calm, clear view. Join the waitlist and be first in.',
  points: ['Early access before launch', 'One email on launch day, no spam'],
  label: 'Email address',
  placeholder: 'you@example.com',
  submit: 'Join the waitlist',
  pending: 'Joining…',
  // The fallback when an answer has no message: WAITLIST_JOINED's words (src/shared/waitlist.ts,
  // not imported: it brings zod into the homepage); the form's test holds them to it.
  success: 'Almost done: we sent you an email. Follow its link to confirm your address.',
  privacy: 'We use your address only to tell you about the launch.',
  privacyLink: 'How we keep it and how to be removed',
} as const;

/** The headings and leads of the public list pages. */
export const pageCopy = {
  services: {
    title: 'Services',
    lead: 'Three things, done thoroughly: websites, CCTV and satellite TV.',
    cta: {
      title: 'Not sure which you need?',
      text:
        'Describe the building or the business and what is not working. We will suggest what ' +
        'to fix first, and what it would cost.',
      action: 'Send us a message',
    },
  },
  portfolio: {
    title: 'Portfolio',
    lead: 'Installations and software we have delivered, and what they changed.',
    teamTitle: 'The people behind the work',
    teamLead: 'Every job has a named lead who plans it, checks it and stays your contact.',
    cta: {
      title: 'Have a job like these?',
      text: 'Tell us about the site or the system. We reply within one working day.',
      action: 'Start a project',
    },
  },
  people: {
    title: 'People',
    lead: 'The engineers who plan, install and support every job.',
  },
} as const;

/** Homepage section headings and the Latest Posts wording. */
export const homeCopy = {
  servicesTitle: 'What we install',
  servicesLead: 'Three trades, one standard: planned, tidy, documented and supported.',
  allServices: 'All services',
  portfolio: 'See the portfolio',
  postsTitle: 'Latest Posts',
  postsLead: 'Notes from the workshop: what we build, fit and learn.',
  postsEmpty: 'No posts yet. New articles will appear here as soon as they are published.',
  postsError: 'The latest posts could not be loaded.',
  readMore: 'Read more',
} as const;

export const services: Service[] = [
  {
    slug: 'website-development',
    name: 'Website development',
    summary:
      'Fast, accessible websites and web apps with an admin area your staff can actually use.',
    image: image(
      'service-website',
      'A browser window with page blocks and a phone showing the same site',
    ),
    lead:
      'Websites and web apps that load in under two seconds on a phone, work for every visitor ' +
      'and come with an admin area your staff can use without calling us.',
    whatWeDo: [
      'We design and build company websites, booking and membership systems and internal tools. ' +
        'Every project starts from what your visitors need to do, not from a template.',
      'We write the code ourselves, host it on infrastructure you own, and measure speed and ' +
        'accessibility on every release.',
    ],
    howWeWork: [
      { title: 'Discovery', text: 'A workshop to agree goals, pages, content and a fixed price.' },
      { title: 'Design', text: 'Clickable designs for phone and desktop, reviewed with you.' },
      { title: 'Build', text: 'Weekly releases to a preview site you can try at any time.' },
      { title: 'Launch', text: 'Go-live, redirects, analytics and a training session for staff.' },
    ],
    whatYouGet: [
      'A site that passes WCAG 2.2 AA and loads fast on a mid-range phone',
      'An admin area for pages, news and forms',
      'Hosting, backups and security updates, monitored',
      'Source code and documentation you own outright',
    ],
    cta: {
      title: 'Planning a new site?',
      text: 'Tell us what it must do. We reply within one working day with questions and a price range.',
      action: 'Ask for a website quote',
    },
  },
  {
    slug: 'cctv',
    name: 'CCTV installation',
    summary:
      'Camera surveys, tidy cabling and recording you can check from your phone, day or night.',
    image: image('service-cctv', 'A dome camera and a bullet camera watching a building entrance'),
    lead:
      'CCTV that sees what matters, day and night: surveyed on site, cabled cleanly, and ' +
      'recorded where you can find the footage when you need it.',
    whatWeDo: [
      'We install IP camera systems for shops, offices, depots and homes, from two cameras to ' +
        'several dozen, with recorders on site and secure remote viewing.',
      'We follow the surveillance code of practice: signage, retention periods and privacy ' +
        'masking are part of the plan, not an afterthought.',
    ],
    howWeWork: [
      { title: 'Site survey', text: 'We walk the site with you and test views at night too.' },
      { title: 'Plan', text: 'A camera plan with fields of view, storage and a fixed quote.' },
      { title: 'Install', text: 'Tidy, labelled cabling and cameras set and focused on site.' },
      { title: 'Handover', text: 'Phone access for your staff, written guide and a test run.' },
    ],
    whatYouGet: [
      'Clear images at night on every entrance and gate',
      'Recording for as long as you need, typically 30 days',
      'Viewing from your phone, with alerts you can tune',
      'An annual health check and firmware updates',
    ],
    cta: {
      title: 'Want a camera survey?',
      text: 'Book a free site survey. We will show you what each camera would see before you commit.',
      action: 'Book a CCTV survey',
    },
  },
  {
    slug: 'satellite-tv',
    name: 'Satellite TV installation',
    summary: 'Dish alignment, multi-room distribution and signal you can rely on in any weather.',
    image: image(
      'service-satellite',
      'A satellite dish on a wall sending signal to televisions in several rooms',
    ),
    lead:
      'Satellite TV with a strong signal in every room, in every season: dishes aligned with a ' +
      'meter, cabling hidden, and distribution sized for homes, hotels and offices.',
    whatWeDo: [
      'We fit and align dishes, replace tired cabling and LNBs, and install multi-room and ' +
        'multi-switch systems so every room can watch its own channel.',
      'For hotels, guest houses and blocks of flats we design distribution systems that serve ' +
        'many rooms from one dish.',
    ],
    howWeWork: [
      { title: 'Signal check', text: 'We measure signal at your site before recommending a dish.' },
      { title: 'Design', text: 'Dish, switch and cable routes chosen for the rooms you need.' },
      { title: 'Install', text: 'Secure mounting, weather-sealed joints and hidden cabling.' },
      { title: 'Tune', text: 'Every outlet tested and every receiver tuned before we leave.' },
    ],
    whatYouGet: [
      'Signal quality recorded for every outlet',
      'Multi-room viewing without a receiver in each room, where you want it',
      'Weather-rated fixings checked for wind load',
      'A twelve-month workmanship guarantee',
    ],
    cta: {
      title: 'Picture breaking up?',
      text: 'Most faults are alignment or cabling. Book a visit and we will measure and fix it.',
      action: 'Book a satellite visit',
    },
  },
];

export const portfolioCases: PortfolioCase[] = [
  {
    slug: 'security-system',
    name: 'Security system installation',
    client: 'A regional logistics depot',
    year: '2024',
    summary: 'Sixteen IP cameras, night vision on every gate and thirty days of recording.',
    image: image(
      'case-security',
      'A depot gate watched by two cameras, with a recorder and a phone showing the live view',
    ),
    services: ['cctv'],
    challenge:
      'The depot runs around the clock and had a twelve-year-old analogue system: grainy at ' +
      'night, no remote viewing and only five days of recording. Two incidents at the rear gate ' +
      'could not be investigated.',
    approach: [
      'A night-time survey of every gate, yard and loading bay, with test cameras on poles.',
      'Sixteen 4K IP cameras with infrared, on a dedicated network with its own switch and UPS.',
      'A recorder sized for thirty days, with a second copy of gate footage kept off site.',
      'Phone viewing for the shift managers, and motion alerts on the rear gate after hours.',
    ],
    results: [
      { value: '16', label: 'cameras, all with night vision' },
      { value: '30 days', label: 'of recording, up from five' },
      { value: '0', label: 'blind spots at the gates' },
    ],
    quote: {
      text: 'We can now check any gate from a phone in seconds, and the night footage is clear.',
      by: 'Operations manager',
    },
    lead: 'tomasz-wojcik',
  },
  {
    slug: 'lighting-project',
    name: 'Lighting project',
    client: 'A city-centre office',
    year: '2023',
    summary: 'Scheduled LED lighting across three floors, controlled from one dashboard.',
    image: image(
      'case-lighting',
      'Office ceiling lights on three floors linked to a tablet showing a lighting schedule',
    ),
    services: ['website-development'],
    challenge:
      'Lights on three floors stayed on all night because nobody owned the switches. The ' +
      'building manager wanted schedules, per-zone control and a record of energy use.',
    approach: [
      'Zoned the floors into twenty-four lighting groups with the electrical contractor.',
      'Built a small web dashboard for schedules, overrides and holiday calendars.',
      'Connected presence sensors so empty meeting rooms switch off after ten minutes.',
      'Monthly energy reports emailed to the building manager.',
    ],
    results: [
      { value: '41%', label: 'less electricity for lighting' },
      { value: '24', label: 'zones, each with a schedule' },
      { value: '1', label: 'dashboard for the whole building' },
    ],
    quote: {
      text: 'The lights finally follow the working day, and I can see it in the bills.',
      by: 'Building manager',
    },
    lead: 'priya-nair',
  },
  {
    slug: 'member-management',
    name: 'Member management',
    client: 'A community sports club',
    year: '2024',
    summary: 'An online membership system with renewals, payments and a staff admin area.',
    image: image(
      'case-members',
      'Member cards and a renewal form on a laptop, with a payment confirmation',
    ),
    services: ['website-development'],
    challenge:
      'Nine hundred members renewed on paper forms and by bank transfer. Volunteers spent ' +
      'weeks each season matching payments to names in a spreadsheet.',
    approach: [
      'Online sign-up and renewal with card payments and automatic receipts.',
      'A staff admin area to search members, record attendance and export lists.',
      'Reminder emails before a membership expires, with one-click renewal.',
      'Training for the volunteer committee and a written guide.',
    ],
    results: [
      { value: '900', label: 'members renewing online' },
      { value: '3 weeks', label: 'of volunteer time saved each season' },
      { value: '92%', label: 'renewed before the deadline' },
    ],
    quote: {
      text: 'Renewals used to take a month of evenings. Now they take care of themselves.',
      by: 'Club treasurer',
    },
    lead: 'priya-nair',
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
    about: [
      'Amara trained as an electrical engineer and spent her first years installing access ' +
        'control and CCTV for commercial buildings, before moving into software.',
      'She founded Northwire so that one accountable team could plan, fit and support the ' +
        'systems a business relies on, whether they run on cables or in a browser.',
    ],
    focus: ['System design', 'Site surveys', 'Quality checks before sign-off'],
  },
  {
    slug: 'tomasz-wojcik',
    name: 'Tomasz Wójcik',
    role: 'Installations lead',
    bio:
      'Tomasz runs our CCTV and satellite installations, from the first survey to the last ' +
      'labelled cable.',
    about: [
      'Tomasz has installed several hundred camera and satellite systems, from single homes to ' +
        'depots and hotels.',
      'He plans each job on site, leads the installation crew and does the night-time tests.',
    ],
    focus: ['CCTV and IP networks', 'Satellite distribution', 'Health and safety'],
  },
  {
    slug: 'priya-nair',
    name: 'Priya Nair',
    role: 'Web developer',
    bio:
      'Priya builds our websites and web apps, and cares about pages that load fast and work ' +
      'for everyone.',
    about: [
      'Priya has built booking systems, membership platforms and building dashboards for ' +
        'clubs, charities and offices.',
      'She leads discovery workshops and stays the contact for every site she launches.',
    ],
    focus: ['Web applications', 'Accessibility', 'Performance'],
  },
];

/** The seven static images, listed once, for the preloader. */
export const siteImages: string[] = [
  company.hero.image.src,
  ...services.map((service) => service.image.src),
  ...portfolioCases.map((item) => item.image.src),
];

export const findService = (slug: string | undefined) => services.find((s) => s.slug === slug);
export const findCase = (slug: string | undefined) => portfolioCases.find((c) => c.slug === slug);
export const findPerson = (slug: string | undefined) => people.find((p) => p.slug === slug);

export const contactHref = (subject: string) =>
  `mailto:${company.contact.email}?subject=${encodeURIComponent(subject)}`;

export const copyright = (year: number = new Date().getFullYear()) =>
  `© ${year} ${company.name}. All rights reserved.`;
