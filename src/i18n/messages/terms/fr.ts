import { paragraphs, termsTree, type TermsDocument } from './document';

const document: TermsDocument = {
  heading: "Politique de confidentialité et conditions d'utilisation de Provador",
  intro:
    "Les présentes conditions régissent l'utilisation de l'espace de gestion Provador par les boutiques de mode en ligne (la « Boutique ») et par les utilisateurs qu'elles autorisent, et expliquent comment Provador traite les données personnelles. En les acceptant, vous déclarez les avoir lues et comprises et être habilité à les accepter au nom de la Boutique.",
  sections: {
    overview: {
      title: '1. Présentation',
      body: paragraphs(
        "Provador est un service de recommandation de tailles destiné aux commerçants de vêtements et de chaussures. Il propose une cabine d'essayage virtuelle et des guides des tailles qui aident les clients de la Boutique à choisir la bonne taille, ce qui réduit les échanges et les retours et augmente la conversion. Dans cet espace, la Boutique gère ses produits, marques, catégories, guides des tailles, commandes, retours, rapports et paramètres.",
        "Ce document réunit les conditions d'utilisation, qui fixent les règles d'usage de l'espace de gestion et des services, et la politique de confidentialité, qui décrit quelles données personnelles sont traitées, à quelles fins et avec quelles garanties. Provador peut mettre ce document à jour ; les changements importants sont annoncés dans l'espace de gestion et une nouvelle acceptation peut être demandée.",
      ),
    },
    services: {
      title: '2. Services',
      body: paragraphs(
        "Provador fournit à la Boutique une cabine d'essayage virtuelle qui recommande une taille à partir des mensurations et des préférences indiquées par le client ; des guides des tailles affichés sur les fiches produit ; des outils pour importer le catalogue et le tenir à jour à partir du flux ou de la plateforme de la Boutique ; un suivi des commandes et des retours pour mesurer l'effet des recommandations ; ainsi que des rapports d'utilisation et de résultats.",
        "Les recommandations sont des estimations calculées à partir des guides des tailles enregistrés par la Boutique ou fournis par Provador. Leur précision dépend de la qualité de ces guides et des données indiquées par les clients ; Provador ne garantit donc pas que la taille recommandée convienne à chaque personne. Les services sont fournis selon l'offre souscrite par la Boutique et peuvent évoluer : de nouvelles fonctions peuvent être ajoutées et les fonctions obsolètes retirées après préavis.",
      ),
    },
    obligations: {
      title: "3. Obligations de l'utilisateur et de la Boutique",
      body: paragraphs(
        "L'utilisateur s'engage à garder son adresse e-mail et son mot de passe personnels et confidentiels, sans jamais partager son accès avec des tiers ; à n'utiliser l'espace de gestion que pour les activités légitimes de la Boutique ; à enregistrer des informations exactes et à jour sur les produits, les marques et les guides des tailles ; et à respecter les lois applicables, notamment en matière de protection des consommateurs et des données personnelles.",
        "Il est interdit de tenter d'accéder aux données d'autres boutiques, de contourner les mesures de sécurité, de surcharger le service par des requêtes automatisées, de copier ou de revendre le service ou son contenu et d'y introduire des contenus illicites, offensants ou portant atteinte aux droits de tiers. Le non-respect de ces règles peut entraîner la suspension ou la résiliation de l'accès, sans préjudice d'autres mesures.",
        "La Boutique est responsable des utilisateurs qu'elle autorise et de la licéité des données qu'elle transmet à Provador, y compris de disposer d'une base légale appropriée pour partager les données de ses clients aux fins de recommandation de tailles.",
      ),
    },
    dataCollected: {
      title: '4. Données collectées',
      body: paragraphs(
        "Des utilisateurs de l'espace de gestion : nom, adresse e-mail, mot de passe (conservé uniquement sous forme chiffrée), boutiques auxquelles ils appartiennent, rôle, langue préférée et journaux d'accès (date, heure et adresse IP) conservés à des fins de sécurité.",
        "Des clients de la Boutique qui utilisent la cabine d'essayage virtuelle : les mensurations et caractéristiques physiques qu'ils indiquent (telles que la taille, le poids, la tranche d'âge, la morphologie et la préférence de coupe), les produits consultés, la taille recommandée et les identifiants de commandes et de retours nécessaires pour évaluer les recommandations. Provador ne demande aux clients ni pièce d'identité, ni données de paiement, ni données sensibles au-delà de ce qui est nécessaire pour recommander une taille.",
        "De la Boutique : les données du catalogue (produits, marques, catégories, tailles, images et liens), les guides des tailles, les données de commandes et de retours et les paramètres techniques de l'intégration.",
      ),
    },
    collection: {
      title: '5. Mode de collecte',
      body: paragraphs(
        "Les données sont collectées lorsque l'utilisateur se connecte et travaille dans l'espace de gestion ; lorsque le client remplit la cabine d'essayage virtuelle sur le site de la Boutique ; lorsque la Boutique transmet son catalogue par flux, intégration de plateforme, envoi de fichier ou API ; et lorsque le site de la Boutique signale les commandes et les retours au moyen de l'intégration installée.",
        "Des cookies techniques et technologies similaires servent à maintenir la session ouverte, à mémoriser des préférences comme la langue et l'unité de mesure et à assurer la sécurité. Sur le site de la Boutique, la cabine peut conserver un identifiant dans le navigateur du client pour se souvenir des mensurations déjà indiquées, afin qu'il n'ait pas à les saisir de nouveau.",
      ),
    },
    sharing: {
      title: '6. Partage des données',
      body: paragraphs(
        "Provador ne vend pas de données personnelles. Les données ne sont partagées qu'avec la Boutique à laquelle elles se rapportent, qui en répond auprès de ses clients ; avec les prestataires qui soutiennent le fonctionnement de Provador (hébergement, envoi d'e-mails, surveillance des erreurs, par exemple), tenus à des obligations de confidentialité et de protection des données ; et avec les autorités publiques, lorsque la loi ou une décision de justice l'exige.",
        "Des données agrégées et anonymisées, qui n'identifient ni personnes ni boutiques, peuvent être utilisées pour améliorer les guides des tailles et les modèles de recommandation proposés à l'ensemble des clients.",
      ),
    },
    protection: {
      title: '7. Protection des données',
      body: paragraphs(
        "Provador met en œuvre des mesures techniques et organisationnelles pour protéger les données, notamment des connexions chiffrées (HTTPS), des mots de passe conservés uniquement sous forme d'empreintes cryptographiques, des sessions qui expirent après une période d'inactivité, une limitation des tentatives de connexion, la séparation des données de chaque boutique et un accès réservé au personnel autorisé.",
        "Les données ne sont conservées que le temps nécessaire aux finalités décrites ici ou au respect d'obligations légales, puis elles sont supprimées ou anonymisées. Si un incident de sécurité est susceptible d'entraîner un risque ou un dommage important, la Boutique concernée et, le cas échéant, l'autorité compétente en sont informées dans un délai raisonnable.",
        "Les personnes concernées peuvent demander la confirmation du traitement, l'accès, la rectification, l'anonymisation, la portabilité ou l'effacement de leurs données, conformément à la loi applicable (comme la LGPD brésilienne et le RGPD européen). Les demandes portant sur les données des clients d'une Boutique sont traitées avec la Boutique qui en est responsable.",
      ),
    },
    contact: {
      title: '8. Contact',
      body: paragraphs(
        "Les questions sur les présentes conditions d'utilisation et cette politique de confidentialité, les demandes d'exercice de droits sur les données personnelles et les signalements de problèmes de sécurité peuvent être adressés à %{email}. Les réponses sont apportées dans les délais prévus par la loi applicable.",
        "En cochant la case d'acceptation et en cliquant sur Accepter, vous déclarez avoir lu et compris la présente politique de confidentialité et les présentes conditions d'utilisation, et les accepter.",
      ),
    },
  },
};

export const fr = termsTree(document);
