import type { Shape } from '../shape';

/* The site visit: the consultant's profile, the survey and "before you leave". */
export const visitDe = {
  profile: {
    title: 'Ihr Profil für den Bericht',
    hint: 'Steht im Kopf jedes Berichts dieses Arbeitsbereichs. Leere Angaben werden nicht gedruckt.',
    name: 'Name',
    company: 'Firma',
    street: 'Straße und Hausnummer',
    postalCode: 'PLZ',
    city: 'Ort',
    phone: 'Telefon',
    email: 'E-Mail',
    logo: 'Logo',
    logoChoose: 'Logo wählen…',
    logoRemove: 'Logo entfernen',
    logoNone: 'Kein Logo gewählt.',
    logoAlt: 'Logo von {{company}}',
    save: 'Profil speichern',
    saved: 'Profil gespeichert.',
    problems: {
      email: 'Bitte eine E-Mail-Adresse wie name@beispiel.de eingeben.',
      phone: 'Bitte eine Telefonnummer aus Ziffern eingeben, z. B. +49 561 123456.',
      postalCode: 'Bitte eine Postleitzahl eingeben, z. B. 34117.',
      tooLong: 'Diese Angabe ist zu lang.',
      logoFormat: 'Das Logo muss ein Bild (PNG, JPEG oder WebP) sein.',
      logoSize: 'Das Logo ist auch verkleinert zu groß. Bitte ein einfacheres Bild wählen.',
    },
  },
};

export const visitEn: Shape<typeof visitDe> = {
  profile: {
    title: 'Your profile for the report',
    hint: "Printed in the header of every report of this workspace. Empty entries aren't printed.",
    name: 'Name',
    company: 'Company',
    street: 'Street and number',
    postalCode: 'Postcode',
    city: 'Town',
    phone: 'Phone',
    email: 'E-mail',
    logo: 'Logo',
    logoChoose: 'Choose logo…',
    logoRemove: 'Remove logo',
    logoNone: 'No logo chosen.',
    logoAlt: 'Logo of {{company}}',
    save: 'Save profile',
    saved: 'Profile saved.',
    problems: {
      email: 'Please enter an e-mail address like name@example.com.',
      phone: 'Please enter a phone number of digits, e.g. +49 561 123456.',
      postalCode: 'Please enter a postcode, e.g. 34117.',
      tooLong: 'This entry is too long.',
      logoFormat: 'The logo must be an image (PNG, JPEG or WebP).',
      logoSize: 'The logo is too large even when scaled down. Please choose a simpler image.',
    },
  },
};
