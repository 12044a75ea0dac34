import type { PageHero } from './pageHero';

export const contactHero: PageHero = {
  titlePart1: 'Contact',
  titlePart2: 'Us',
  description: 'Questions about donating, applying, partnering or volunteering? We are happy to help.',
};

export const contactHours = {
  title: 'Office Hours',
  days: 'Monday – Friday',
  time: '9:00 to 5:00 EST',
  offices: ['Hoboken, New Jersey', 'Waltham, Massachusetts'],
  officesIn: (offices: string[]) => `Offices in ${offices.join(' and ')}`,
};

export const helpCenterPointer = {
  title: 'Quick Answers',
  text: 'Looking for a quick answer? Use the Help button in the corner of every page to search our help center or start a conversation.',
};

export const inquiryFormSection = {
  title: 'Send Us a Message',
  intro: 'Fill in the form and our team will get back to you.',
};
