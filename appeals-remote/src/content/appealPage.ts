/** Texts shared by every appeal page; the person-specific parts come from appeals.json. */
export const appealPageText = {
  heading: (name: string) => `${name}, Will You Join Us?`,
  /** The three pitch paragraphs; the ask names the donor formally when the entry has a salutation. */
  pitch: (salutation?: string): [string, string, string] => [
    'We are raising $2 million to donate 40,000 computers, build a nationwide model for getting people online, and launch Granson, an AI grandson assistant that patiently teaches people how to use a computer.',
    'Since 2019 we have refurbished and given away thousands of devices and delivered over 5 million hours of internet to families in New Jersey, New York City and Massachusetts.',
    `${salutation ? `${salutation}, we` : 'We'} are asking you to lead this campaign with a $1M commitment. Your gift would put a computer, a connection and a patient teacher within reach of people who have been left offline.`,
  ],
  donateButton: 'Help Us Make It Happen',
  contactTitle: 'Contact',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  videoTitle: (name: string) => `Video message for ${name}`,
  /** Visible on the poster; screen readers hear it followed by `playVideoFor`. */
  playVideo: 'Play video',
  playVideoFor: (name: string) => ` message for ${name}`,
  videoLinkText: 'Watch the video in a new tab',
  videoOff: 'The video message is not available on this site right now.',
};
