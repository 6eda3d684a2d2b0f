import type { Translation } from './en';

export const fr: Translation = {
  disclaimer:
    "Réservé aux professionnels de santé. Les suggestions de l'IA aident, sans jamais remplacer, le jugement d'un clinicien qualifié ; confirmez chaque diagnostic et chaque prescription.",
  notFound: {
    title: 'Page introuvable',
    body: "Il n'y a aucune page à cette adresse.",
    home: 'Aller au parcours de soins',
  },
  loading: 'Chargement…',
};
