import { paragraphs, termsTree, type TermsDocument } from './document';

const document: TermsDocument = {
  heading: 'Provador Privacy Policy and Terms of Use',
  intro:
    'These terms govern the use of the Provador back office by online fashion stores (the "Store") and by the users the Store authorises, and explain how Provador handles personal data. By accepting them you declare that you have read and understood them and that you are authorised to accept them on behalf of the Store.',
  sections: {
    overview: {
      title: '1. Overview',
      body: paragraphs(
        "Provador is a size-recommendation service for clothing and footwear retailers. It offers a virtual fitting room and size charts that help the Store's shoppers choose the right size, reducing returns and increasing conversion. This back office is where the Store manages its products, brands, categories, measurement tables, orders, returns, reports and settings.",
        'This document brings together the Terms of Use, which set the rules for using the back office and the services, and the Privacy Policy, which describes which personal data are processed, for what purposes and with which safeguards. Provador may update this document; relevant changes are announced in the back office and a new acceptance may be requested.',
      ),
    },
    services: {
      title: '2. Services',
      body: paragraphs(
        "Provador provides the Store with a virtual fitting room that recommends a size from the body measurements and preferences informed by the shopper; size charts displayed on product pages; tools to import the product catalogue and keep it up to date from the Store's feed or platform; order and return tracking to measure the effect of the recommendations; and reports about usage and results.",
        'Recommendations are estimates computed from the measurement tables registered by the Store or supplied by Provador. Their accuracy depends on the quality of those tables and of the data informed by shoppers, so Provador does not guarantee that a recommended size will fit every person. The services are provided according to the plan contracted by the Store and may evolve: new features may be added and obsolete ones removed after notice.',
      ),
    },
    obligations: {
      title: '3. Obligations of the user and of the Store',
      body: paragraphs(
        "The user undertakes to keep their e-mail and password personal and secret, never sharing access with third parties; to use the back office only for the Store's legitimate activities; to register true and up-to-date information about products, brands and measurement tables; and to comply with the applicable laws, including consumer protection and personal data protection laws.",
        'It is forbidden to try to access data of other stores, to bypass security measures, to overload the service with automated requests, to copy or resell the service or its content, and to insert unlawful or offensive material or material that infringes the rights of third parties. Breaking these rules may lead to suspension or cancellation of access, without prejudice to other measures.',
        "The Store is responsible for the users it authorises and for the lawfulness of the data it sends to Provador, including having an appropriate legal basis to share its customers' data for the purpose of size recommendation.",
      ),
    },
    dataCollected: {
      title: '4. Data collected',
      body: paragraphs(
        'From back-office users: name, e-mail, password (stored only in encrypted form), the stores they belong to, their role, their language preference and access records (date, time and IP address) kept for security purposes.',
        "From the Store's shoppers who use the virtual fitting room: the body measurements and characteristics they inform (such as height, weight, age group, body shape and fit preference), the products viewed, the size recommended and the identifiers of orders and returns needed to evaluate the recommendations. Provador does not ask shoppers for identity documents, payment data or any sensitive data beyond what is needed to recommend a size.",
        'From the Store: catalogue data (products, brands, categories, sizes, images and links), measurement tables, order and return data and the technical settings of the integration.',
      ),
    },
    collection: {
      title: '5. How the data are collected',
      body: paragraphs(
        "Data are collected when the user signs in and works in the back office; when the shopper fills in the virtual fitting room on the Store's website; when the Store sends its catalogue through a feed, a platform integration, a file upload or the API; and when the Store's website reports orders and returns through the installed integration.",
        "Technical cookies and similar technologies are used to keep the session signed in, to remember preferences such as language and units of measure, and to ensure security. On the Store's website, the fitting room may keep an identifier in the shopper's browser to remember the measurements already informed, so that they need not be typed again.",
      ),
    },
    sharing: {
      title: '6. Sharing',
      body: paragraphs(
        "Provador does not sell personal data. Data are shared only with the Store to which they refer, which is responsible for them before its customers; with service providers that support Provador's operation (such as hosting, e-mail delivery and error monitoring), bound by confidentiality and data protection obligations; and with public authorities, when required by law or by court order.",
        'Aggregated and anonymised data, which identify neither people nor stores, may be used to improve the measurement tables and the recommendation models offered to all customers.',
      ),
    },
    protection: {
      title: '7. Data protection',
      body: paragraphs(
        "Provador adopts technical and organisational measures to protect the data, including encrypted connections (HTTPS), passwords stored only as cryptographic hashes, sessions that expire after a period of inactivity, limits on sign-in attempts, separation of each store's data and access restricted to authorised personnel.",
        'Data are kept only for as long as needed for the purposes described here or to comply with legal obligations, and are then deleted or anonymised. Should a security incident cause relevant risk or damage, the affected Store and, when applicable, the competent authority will be informed within a reasonable time.',
        "Data subjects may request confirmation of the processing, access, correction, anonymisation, portability or deletion of their data, as provided by the applicable law (such as the Brazilian LGPD and the European GDPR). Requests concerning shoppers' data are handled together with the Store responsible for them.",
      ),
    },
    contact: {
      title: '8. Contact',
      body: paragraphs(
        'Questions about these Terms of Use and this Privacy Policy, requests to exercise rights over personal data and reports of security problems can be sent to %{email}. Answers are given within the time limits set by the applicable law.',
        'By checking the acceptance box and clicking Accept, you declare that you have read, understood and agree with this Privacy Policy and these Terms of Use.',
      ),
    },
  },
};

export const en = termsTree(document);
