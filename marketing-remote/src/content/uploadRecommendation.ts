import type { PageHero } from './pageHero';

export const uploadHero: PageHero = {
  // Short words: the hero's display size leaves no room for 'Recommendation' on a phone.
  titlePart1: 'Recommend',
  titlePart2: 'an Applicant',
  description:
    'Thank you for recommending someone for a computer. Your letter tells our committee why this device matters; upload it with the form below.',
};

/** The query parameters the page reads and hands on to its form, under the same names. */
export const recommendationParameters = ['Name_First', 'Name_Last', 'Name1_First', 'Name2_First', 'partner', 'email', 'ID'] as const;

export const uploadFormSection = {
  title: 'Upload Your Recommendation',
  /** Shown when the link named the applicant. */
  forApplicant: (name: string) => `You are recommending ${name}.`,
  intro: 'Attach your letter as a PDF or Word document.',
};
