/** First-start content, oldest first, so a new install shows real-looking posts. */
export const DEMO_PAGES = [
  {
    title: 'Welcome to our new website',
    content:
      'We design, install and look after the systems that businesses depend on: **websites**, **CCTV** and **satellite TV**.\n\nThis site is where we share what we have learned along the way.',
  },
  {
    title: 'Five questions to ask before you buy a CCTV system',
    content:
      'Where must the cameras see, by day and by night? How long must recordings be kept? Who needs to watch them, and from where?\n\n1. Coverage\n2. Low-light performance\n3. Storage and retention\n4. Remote access\n5. Maintenance',
  },
  {
    title: 'Why a fast website sells more',
    content:
      'Every second a page takes to load costs visitors. We build sites that load in under two seconds on a phone, and we measure it on every release.',
  },
  {
    title: 'Satellite TV for hotels and guest houses',
    content:
      'One dish, many rooms: a distribution system lets every room choose its own channel without a receiver in each.',
  },
];
