import { Link } from 'react-router';
import { paths } from '@campus/contracts';
import { LEGAL_CONTACT, LegalLayout, type LegalSection } from './LegalLayout';

const sections: LegalSection[] = [
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, .edu e-mail address, university and, when you sign in
          with Google, your Google account identifier. With e-mail sign-in we store a securely hashed
          password, never the password itself.
        </li>
        <li>
          <strong>Profile details you choose to add:</strong> bio, skills, phone number and profile picture.
        </li>
        <li>
          <strong>What you create:</strong> gigs, marketplace listings, images you upload, messages and
          reviews.
        </li>
        <li>
          <strong>Bookings and payments:</strong> orders, amounts, fees and escrow status. Card details go
          directly to our payment provider; we never see or store your full card number.
        </li>
        <li>
          <strong>Technical data:</strong> a session cookie that keeps you signed in, and server logs such as
          IP address and request times, used for security.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>to verify that you are a student with a .edu address and keep your account secure;</li>
        <li>
          to show your gigs and listings, deliver your messages and process bookings, escrow and refunds;
        </li>
        <li>to send service e-mails such as verification codes and booking updates; and</li>
        <li>to prevent fraud and abuse and to meet legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'visible',
    title: 'What other users see',
    body: (
      <p>
        Other students see your public profile: name, university, bio, skills, rating and review count, and
        your listings. Your e-mail address and phone number are shared only with the other party of a booking,
        and only after a successful payment.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use one essential session cookie, which scripts cannot read, to keep you signed in. Your
        browser&apos;s local storage keeps a copy of your own profile so pages load quickly; it is removed
        when you sign out. We do not use advertising or cross-site tracking cookies.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with:</p>
        <ul>
          <li>our payment provider, to take and hold payments;</li>
          <li>Google, when you choose to sign in with your university Google account;</li>
          <li>our e-mail delivery provider, to send service e-mails; and</li>
          <li>authorities, when the law requires it or to protect the safety of our users.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account information while your account is open. Records of payments and bookings are kept
        as long as tax and accounting law requires. When you close your account we delete or anonymise the
        rest within 90 days.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are hashed, sessions are stored on our servers and can be revoked at sign-out, and
        connections are encrypted in transit. No system is perfectly secure, so please tell us right away if
        you notice anything suspicious.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your choices and rights',
    body: (
      <p>
        You can see and correct most of your information on your <Link to={paths.profile()}>profile</Link>.
        You may ask us for a copy of your data, or ask us to delete it, by writing to {LEGAL_CONTACT.privacy}.
        We will answer within 30 days.
      </p>
    ),
  },
  {
    id: 'age',
    title: 'Age requirement',
    body: (
      <p>
        The Service is for adults aged 18 or older. We do not knowingly collect information from anyone
        younger.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any changes on this page and update the date at the top. If a change is significant we
        will also tell you in the Service.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions or requests about your privacy: {LEGAL_CONTACT.privacy}. This policy is governed by the laws
        of the State of Arizona, as are our <Link to={paths.terms}>Terms of Service</Link>.
      </p>
    ),
  },
];

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what Campus Skills Marketplace collects about you, why, who can see it, and the
          choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
