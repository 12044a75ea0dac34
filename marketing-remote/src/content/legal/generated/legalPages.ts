// Written by `npm run content -w marketing-remote` from the Markdown files: edit those, not this file.
import type { LegalPage } from '../types';

/** The legal pages: effective date, sections and sanitised HTML. */
export const legalPages: Record<'privacy' | 'terms', LegalPage> = {
  "privacy": {
    "title": "Privacy Policy",
    "description": "What Digital Harbor collects on this website and in the portal, why, who else sees it, how long it is kept and the choices you have.",
    "effective": "2026-11-28",
    "html": "<p>Digital Harbor, Inc. (“Digital Harbor”, “we”) is a non-profit that refurbishes donated computers and gives them to people in New Jersey, New York City and Massachusetts. This policy covers this website, its applicant and donor portal, and the forms embedded in it. It says what we collect, why, and what you can do about it.</p>\n<h2 id=\"the-information-we-collect-and-how\">The information we collect and how</h2>\n<p><strong>What you give us.</strong> When you fill in a form on this site (donating computers, applying for a device, a Shield internet order, the newsletter, a volunteer or partner application, a contact request), you give us what that form asks: usually your name, email address, phone number and postal address, and for applications your household situation and the organisation recommending you. These forms are provided by the services named under “to whom it is disclosed” below, and what you type goes to them and to our records.</p>\n<p><strong>Signing in to the portal.</strong> The portal has no password. You type your email address; if it matches a record, we email you a link that works once, within 15 minutes. We store only a fingerprint (a SHA-256 hash) of that link’s code, never the code itself. While you are signed in, your browser tab keeps a session token; it ends when you close the tab or sign out.</p>\n<p><strong>What your browser sends.</strong> Like every website, our servers receive your IP address and the pages you ask for. We use addresses to limit how often someone can request sign-in emails or check certificates, so nobody can flood a person’s inbox. We count these requests for 15 minutes and then forget them.</p>\n<p><strong>Page speed measurements.</strong> When you leave a page, your browser sends us how fast it loaded and responded (four Web Vitals figures). We record the page’s name and the figures only, counted in ranges per day; no address, cookie or identifier is attached, and the counts are deleted after 8 days.</p>\n<h2 id=\"how-it-is-used\">How it is used</h2>\n<p>We use what you give us to do what you asked: pick up and erase your computers and send your tax receipt and certificate of data destruction; review your application and deliver your device through your recommending organisation; activate and bill your Shield plan; answer your message; send the newsletter you subscribed to. We use the portal’s records to show you your application or your donated devices. We use page speed figures to make the site faster. We do not sell personal information.</p>\n<h2 id=\"to-whom-it-is-disclosed\">To whom it is disclosed</h2>\n<p>We share information only with those who help us do the work above:</p>\n<ul>\n<li><strong>Zoho</strong> (forms, CRM, help desk and Shield billing) holds our records of donors, applicants, partners and orders, and runs the help widget.</li>\n<li><strong>Givebutter</strong> processes gifts made through the donation widget.</li>\n<li><strong>Eventbrite</strong> sells Pepper Fest tickets.</li>\n<li>Your <strong>recommending organisation</strong> sees the status of the application it recommended.</li>\n<li><strong>Email delivery</strong>: the sign-in email goes through our mail provider.</li>\n</ul>\n<p>We may also disclose information when the law requires it, or to protect someone’s safety.</p>\n<h2 id=\"your-rights-and-choices\">Your rights and choices</h2>\n<p>You can ask us to see, correct or delete what we hold about you, or to stop using it for the newsletter, by writing to the address under “contact”. Every newsletter has an unsubscribe link. You can use the public pages without giving us anything. If you live in a state that gives you further privacy rights, we honour them as the law describes.</p>\n<h2 id=\"advertising\">Advertising</h2>\n<p>This site shows no advertising and runs no advertising or tracking scripts. We do not build profiles of visitors.</p>\n<h2 id=\"retention\">Retention</h2>\n<p>We keep donation records, receipts and certificates of data destruction for seven years, as tax and audit rules require. We keep application records for three years after the last contact. Sign-in codes expire after 15 minutes; request counts after 15 minutes; page speed counts after 8 days.</p>\n<h2 id=\"security\">Security</h2>\n<p>The site is served only over HTTPS. Sign-in links work once and expire quickly; sessions can be signed out on the server. Access to our records is limited to staff who need it. Donated drives are erased to NIST 800-88 before a computer is reused.</p>\n<h2 id=\"cookies\">Cookies</h2>\n<p>The site itself sets one cookie, <code>site_locale</code>, only when you choose a language with the language switch: it holds “en” or “es”, so your next visit opens in that language, and nothing else. The portal’s session lives in your browser tab’s storage and ends with the tab. Embedded forms, widgets and videos come from their providers and may set their own cookies under those providers’ policies.</p>\n<h2 id=\"links-to-other-sites\">Links to other sites</h2>\n<p>Our pages link to other sites (social networks, our video channel, press articles, partners). Their privacy practices are their own; read their policies.</p>\n<h2 id=\"children-s-privacy\">Children’s privacy</h2>\n<p>The site is not directed to children under 13 and we do not knowingly collect their information. Youth classes are arranged through schools, parents and partner organisations, not through this site.</p>\n<h2 id=\"transfers\">Transfers</h2>\n<p>We and our service providers store information in the United States. If you use the site from elsewhere, your information is transferred to and kept in the United States.</p>\n<h2 id=\"contact\">Contact</h2>\n<p>Questions or requests: write to privacy@digitalharbor.example.org, or to Digital Harbor, Privacy, 100 River Street, Hoboken, NJ 07030. You can also use our <a href=\"/contact\">contact page</a>.</p>\n<h2 id=\"changes\">Changes</h2>\n<p>When we change this policy we publish the new version here with a new effective date. If a change affects how we use information you already gave us, we will tell you by email before it takes effect.</p>\n",
    "headings": [
      {
        "id": "the-information-we-collect-and-how",
        "text": "The information we collect and how"
      },
      {
        "id": "how-it-is-used",
        "text": "How it is used"
      },
      {
        "id": "to-whom-it-is-disclosed",
        "text": "To whom it is disclosed"
      },
      {
        "id": "your-rights-and-choices",
        "text": "Your rights and choices"
      },
      {
        "id": "advertising",
        "text": "Advertising"
      },
      {
        "id": "retention",
        "text": "Retention"
      },
      {
        "id": "security",
        "text": "Security"
      },
      {
        "id": "cookies",
        "text": "Cookies"
      },
      {
        "id": "links-to-other-sites",
        "text": "Links to other sites"
      },
      {
        "id": "children-s-privacy",
        "text": "Children’s privacy"
      },
      {
        "id": "transfers",
        "text": "Transfers"
      },
      {
        "id": "contact",
        "text": "Contact"
      },
      {
        "id": "changes",
        "text": "Changes"
      }
    ]
  },
  "terms": {
    "title": "Terms of Service",
    "description": "The terms for using the Digital Harbor website, its applicant and donor portal, Shield internet orders and donations.",
    "effective": "2026-11-28",
    "html": "<p>These terms apply to your use of this website and its portal, offered by Digital Harbor, Inc., a non-profit organisation in New Jersey.</p>\n<h2 id=\"agreement\">Agreement</h2>\n<p>By using the site you accept these terms and our <a href=\"/privacy\">Privacy Policy</a>. If you do not accept them, please do not use the site. If you use it on behalf of an organisation, you accept them for that organisation.</p>\n<h2 id=\"use-and-restrictions\">Use and restrictions</h2>\n<p>Use the site lawfully and for its purpose: learning about our programs, donating, applying and following your application or donations. Do not try to reach another person’s portal, overload or probe the site, send automated sign-in requests, or submit information that is false or not yours to give.</p>\n<h2 id=\"intellectual-property\">Intellectual property</h2>\n<p>The site’s text, illustrations and logo belong to Digital Harbor or are used with permission. You may share links and quote short passages with credit. Names and logos of partners and press belong to their owners.</p>\n<h2 id=\"accounts\">Accounts</h2>\n<p>The portal signs you in with a link sent to your email address; keep access to that inbox to yourself. A session ends when you close the tab or sign out. We may suspend access that is misused.</p>\n<h2 id=\"applications\">Applications</h2>\n<p>Applying for a device is free and requires a recommendation from a non-profit partner. Submitting an application does not guarantee a device: applications are reviewed for eligibility (New Jersey, New York City or Massachusetts) and there may be a waiting period. Devices are refurbished and given as they are, with the support described on our site.</p>\n<h2 id=\"purchases-and-payment\">Purchases and payment</h2>\n<p>Shield internet plans are prepaid and billed monthly at the price shown when you order ($14.89 a month for the unlimited plan, plus the device you choose). Payment is processed by our billing provider; we do not see or store card numbers. You can cancel at any time; a month already paid is not refunded unless the law requires it.</p>\n<h2 id=\"donations\">Donations</h2>\n<p>Gifts of money are processed by our donation provider and are final. Donated computers become Digital Harbor’s property when we receive them. We erase every drive to NIST 800-88, and we issue tax receipts and, on request, certificates of data destruction. Whether a gift is deductible for you depends on your own tax situation.</p>\n<h2 id=\"third-party-sites\">Third-party sites</h2>\n<p>Forms, the help desk, videos and ticket sales are provided by other companies and governed by their terms as well. Links to other sites are for your convenience; we are not responsible for their content.</p>\n<h2 id=\"privacy\">Privacy</h2>\n<p>How we handle personal information is described in our <a href=\"/privacy\">Privacy Policy</a>.</p>\n<h2 id=\"termination\">Termination</h2>\n<p>You may stop using the site at any time. We may suspend or end access to the portal for anyone who breaks these terms, and we may change or discontinue parts of the site.</p>\n<h2 id=\"disclaimers\">Disclaimers</h2>\n<p>The site is provided “as is”. We work to keep it accurate and available but do not promise that it is free of errors or interruptions. Refurbished devices come with the support we describe and no other warranty, to the extent the law allows.</p>\n<h2 id=\"limitation-of-liability\">Limitation of liability</h2>\n<p>To the extent the law allows, Digital Harbor is not liable for indirect or consequential losses arising from the use of the site, and its total liability for any claim about the site is limited to the amount you paid us in the twelve months before the claim.</p>\n<h2 id=\"disputes\">Disputes</h2>\n<p>These terms are governed by the laws of the State of New Jersey. Please contact us first so we can try to resolve a problem together; otherwise, disputes go to the state or federal courts in Hudson County, New Jersey.</p>\n<h2 id=\"miscellaneous\">Miscellaneous</h2>\n<p>If a part of these terms cannot be enforced, the rest still applies. We may update these terms by publishing a new version here with a new effective date. Questions: write to legal@digitalharbor.example.org or use our <a href=\"/contact\">contact page</a>.</p>\n",
    "headings": [
      {
        "id": "agreement",
        "text": "Agreement"
      },
      {
        "id": "use-and-restrictions",
        "text": "Use and restrictions"
      },
      {
        "id": "intellectual-property",
        "text": "Intellectual property"
      },
      {
        "id": "accounts",
        "text": "Accounts"
      },
      {
        "id": "applications",
        "text": "Applications"
      },
      {
        "id": "purchases-and-payment",
        "text": "Purchases and payment"
      },
      {
        "id": "donations",
        "text": "Donations"
      },
      {
        "id": "third-party-sites",
        "text": "Third-party sites"
      },
      {
        "id": "privacy",
        "text": "Privacy"
      },
      {
        "id": "termination",
        "text": "Termination"
      },
      {
        "id": "disclaimers",
        "text": "Disclaimers"
      },
      {
        "id": "limitation-of-liability",
        "text": "Limitation of liability"
      },
      {
        "id": "disputes",
        "text": "Disputes"
      },
      {
        "id": "miscellaneous",
        "text": "Miscellaneous"
      }
    ]
  }
};
