import { Link } from 'react-router';
import {
  DELIVERY_CANCEL_AFTER_DAYS,
  DELIVERY_REFUND_AFTER_DAYS,
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  PLATFORM_FEE_PERCENT,
  TRANSACTION_FEE_CENTS,
  formatUsd,
  paths,
} from '@campus/contracts';
import { LEGAL_CONTACT, LegalLayout, type LegalSection } from './LegalLayout';

const fee = `${PLATFORM_FEE_PERCENT}%`;
const transactionFee = formatUsd(TRANSACTION_FEE_CENTS / 100);

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using Campus Skills Marketplace (the &quot;Service&quot;) you agree to these
        Terms of Service and to our <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree, do
        not use the Service.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use the Service',
    body: (
      <>
        <p>
          The Service is exclusively for university and college students in the United States. To use it you
          must:
        </p>
        <ul>
          <li>be at least 18 years old;</li>
          <li>hold a valid e-mail address ending in .edu issued by your institution; and</li>
          <li>
            verify that address, either by signing in with your university Google account or by confirming the
            verification e-mail we send you.
          </li>
        </ul>
        <p>
          We may ask you to confirm your eligibility at any time and may close accounts that do not meet these
          requirements.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        Keep your sign-in details to yourself and tell us promptly if you think someone else has used your
        account. You are responsible for what happens under your account. Each person may hold one account,
        and the name, university and other profile details you give must be true.
      </p>
    ),
  },
  {
    id: 'listings',
    title: 'Gigs and marketplace listings',
    body: (
      <>
        <p>
          Providers offer services (&quot;gigs&quot;) at an hourly rate and sellers list items for sale. You
          are responsible for the accuracy of your listings and for delivering what you describe. You may not
          list anything that is illegal, unsafe, stolen, counterfeit, or that breaks your institution&apos;s
          rules, including completing graded work or exams on another student&apos;s behalf.
        </p>
        <p>
          Campus Skills Marketplace is a venue: we are not a party to the agreement between a provider and a
          customer or between a buyer and a seller.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and fees',
    body: (
      <>
        <p>
          Payments are taken by card through our payment provider. Prices are in US dollars. For each booking
          and each item bought through the Service:
        </p>
        <ul>
          <li>
            a <strong>platform fee of {fee}</strong> of the price is added; and
          </li>
          <li>
            a fixed <strong>transaction fee of {transactionFee}</strong> applies per completed transaction.
          </li>
        </ul>
        <p>
          The total, including both fees, is shown before you pay. We do not store your full card number; the
          payment provider processes it.
        </p>
      </>
    ),
  },
  {
    id: 'escrow',
    title: 'Escrow, confirmation and disputes',
    body: (
      <>
        <p>
          When you book a gig, or buy an item with secure escrow, your payment is first authorised and then
          captured and held securely in escrow. It is not released to the provider (or seller) straight away.
        </p>
        <ul>
          <li>
            The provider marks the service as delivered once it has taken place (a seller marks the item as
            handed over). Until then nothing is released, and the confirmation and dispute periods below have
            not started.
          </li>
          <li>
            If the order is not marked delivered <strong>within {DELIVERY_CANCEL_AFTER_DAYS} days</strong> of
            payment, the buyer may cancel it for a full refund. If it is still not marked delivered{' '}
            <strong>{DELIVERY_REFUND_AFTER_DAYS} days</strong> after payment, it is refunded in full
            automatically. The provider or seller may also decline an order before delivering it; the buyer is
            then refunded in full.
          </li>
          <li>
            The buyer must confirm receipt of the service{' '}
            <strong>within {ESCROW_RELEASE_DAYS} days of delivery</strong>. If the buyer does not confirm or
            dispute in that time, the funds are released to the seller. The buyer may confirm sooner, even
            before delivery is marked, which releases the funds at once.
          </li>
          <li>
            Disputes must be filed <strong>within {DISPUTE_WINDOW_DAYS} days of completion</strong>, that is
            of delivery. While a dispute is open the funds stay in escrow until it is resolved, either by a
            refund to the buyer or by release to the seller.
          </li>
          <li>A booking cancelled before the payment is captured is voided and nothing is charged.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'contact-details',
    title: 'Contact details and off-platform payments',
    body: (
      <p>
        The e-mail address and phone number of the provider and the customer are shared with each other only
        after a successful payment. Do not use the Service to arrange payment outside it: doing so removes the
        protection of escrow and may lead to your account being closed.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'Conduct and safety',
    body: (
      <ul>
        <li>Be respectful in messages and reviews; no harassment, discrimination, threats or spam.</li>
        <li>
          Meet in a public place on campus when exchanging items, and check an item before paying for it.
        </li>
        <li>Never share bank details, passwords or other financial information in messages.</li>
        <li>Report suspicious activity to us at {LEGAL_CONTACT.support}.</li>
      </ul>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <p>
        Customers may review providers after a booking. Reviews must be honest and based on your own
        experience. We may remove reviews that are abusive, misleading or unrelated to the service.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closing your account',
    body: (
      <p>
        You may stop using the Service at any time. We may suspend or close accounts that break these terms,
        put other users at risk or are used for fraud. Payments already held in escrow are settled under
        section 6.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <p>
        The Service is provided &quot;as is&quot;. We do not guarantee the quality, safety or legality of the
        services and items listed by users. To the extent the law allows, our liability for any claim relating
        to the Service is limited to the fees you paid us in the twelve months before the claim arose.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of Arizona, without regard to its conflict-of-law
        rules. Any dispute that cannot be resolved informally will be heard by the state or federal courts
        located in Arizona.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. When we make material changes we will tell you in the Service before they
        take effect; the date at the top shows the latest version.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: <p>Questions about these terms? Write to {LEGAL_CONTACT.support}.</p>,
  },
];

/** /terms-of-service */
export default function TermsOfServicePage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          These terms explain the rules for using Campus Skills Marketplace: who may join, how payments, fees
          and escrow work, and what we expect from everyone.
        </p>
      }
      sections={sections}
    />
  );
}
