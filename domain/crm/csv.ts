// The CSV columns of the contact import and export: the contact fields a
// column fills with their export headers, the headers each field is
// recognised by, and how a file's headers are mapped to fields.

/** Contact fields a CSV column can fill, with their export headers. */
export const CSV_FIELDS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  companyUrl: 'Company website',
  status: 'Status',
  source: 'Source',
  lastContactDate: 'Last contact',
} as const;
export type CsvField = keyof typeof CSV_FIELDS;

/** Export-only columns, after the fields. */
export const CSV_EXTRA_HEADERS = { createdAt: 'Created' } as const;

/**
 * What the export's date columns say after their name: their date-times
 * (2026-12-06 07:00:00, which spreadsheets read as dates) are in UTC, the one
 * zone every reader of the file and every server reads the same.
 */
export const CSV_UTC_SUFFIX = ' (UTC)';
/** The export's header of a date column: "Last contact (UTC)". */
export const csvDateHeader = (name: string) => `${name}${CSV_UTC_SUFFIX}`;

export type ColumnTarget = { field: CsvField } | { custom: string } | { ignore: true };

/**
 * A header as compared with the synonyms: accents off (Prénom, Téléfono),
 * ß as ss, small letters, and only letters and digits (E-Mail, e_mail).
 */
const compact = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');

/**
 * The headers each field is recognised by (compared as `compact` writes
 * them), in English, German, French and Spanish, as address books, CRMs and
 * spreadsheets name their columns; a header not listed becomes a custom field.
 */
export const CSV_HEADER_SYNONYMS: Record<CsvField, readonly string[]> = {
  firstName: [
    ...['firstname', 'first', 'givenname', 'forename'],
    ...['vorname', 'rufname'],
    ...['prenom'],
    ...['nombre', 'nombrepila'],
  ],
  lastName: [
    ...['lastname', 'last', 'surname', 'familyname'],
    ...['nachname', 'familienname', 'zuname'],
    ...['nom', 'nomdefamille'],
    ...['apellido', 'apellidos'],
  ],
  email: [
    ...['email', 'emailaddress', 'mail'],
    ...['emailadresse', 'mailadresse'],
    ...['courriel', 'adresseemail', 'adressemail', 'adressecourriel'],
    ...['correo', 'correoelectronico', 'direcciondecorreo', 'direcciondecorreoelectronico'],
  ],
  phone: [
    ...[
      'phone',
      'phonenumber',
      'telephone',
      'mobile',
      'tel',
      'telno',
      'mobilephone',
      'mobilenumber',
      'cellphone',
    ],
    ...[
      'telefon',
      'telefonnummer',
      'handy',
      'handynummer',
      'mobil',
      'mobilnummer',
      'mobiltelefon',
      'rufnummer',
    ],
    ...['numerodetelephone', 'portable', 'telephoneportable'],
    ...['telefono', 'numerodetelefono', 'movil', 'celular'],
  ],
  company: [
    ...['company', 'organization', 'organisation'],
    ...['firma', 'unternehmen', 'firmenname'],
    ...['entreprise', 'societe'],
    ...['empresa', 'compania', 'organizacion'],
  ],
  companyUrl: [
    ...['companywebsite', 'companyurl', 'website', 'url', 'domain', 'web', 'site', 'webpage', 'homepage'],
    ...['websiteurl', 'webaddress'],
    ...['webseite', 'internetseite', 'internetadresse', 'firmenwebsite'],
    ...['siteweb', 'siteinternet'],
    ...['sitioweb', 'paginaweb'],
  ],
  status: ['status', 'statut', 'estado'],
  source: ['source', 'quelle', 'herkunft', 'origine', 'fuente', 'origen'],
  lastContactDate: [
    ...['lastcontact', 'lastcontactdate'],
    ...['letzterkontakt'],
    ...['derniercontact'],
    ...['ultimocontacto'],
  ],
};

const HEADER_ALIASES = new Map(
  Object.entries(CSV_HEADER_SYNONYMS).flatMap(([field, names]) =>
    names.map((name) => [name, field as CsvField] as const),
  ),
);

/**
 * Detects what each header means: a known field (by its export header or a
 * synonym, CSV_HEADER_SYNONYMS), otherwise a custom field of the header's name. A field is
 * taken by its first column only; `created` (an export column) is ignored.
 * A date column's "(UTC)" (csvDateHeader) is not part of its name.
 */
export function detectColumns(headers: readonly string[]): ColumnTarget[] {
  const taken = new Set<CsvField>();
  return headers.map((header) => {
    // An export's "Last contact (UTC)" is its "Last contact".
    const key = compact(header.trim().replace(/\(utc\)$/i, ''));
    if (key === '' || key === 'created' || key === 'createdat') return { ignore: true };
    const field = HEADER_ALIASES.get(key);
    if (field && !taken.has(field)) {
      taken.add(field);
      return { field };
    }
    return field ? { ignore: true } : { custom: header.trim() };
  });
}
