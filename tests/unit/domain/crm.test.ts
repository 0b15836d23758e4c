import { describe, expect, it } from 'vitest';
import { bookingAnswers } from '../../../domain/crm/bookings';
import { detectColumns } from '../../../domain/crm/csv';

describe('the answers a booking request can be given', () => {
  it.each([
    ['requested', true, ['confirmed', 'declined']],
    ['requested', false, ['confirmed', 'declined']],
    // Confirmed: moved to its other slot when it has one, or declined; never confirmed twice.
    ['confirmed', true, ['moved', 'declined']],
    ['confirmed', false, ['declined']],
    // A decline can be reversed.
    ['declined', true, ['confirmed']],
  ] as const)('%s (alternate: %s): %j', (status, hasAlternate, answers) => {
    expect(bookingAnswers(status, hasAlternate)).toEqual(answers);
  });
});

describe('the columns an import maps from German, French and Spanish headers', () => {
  it.each([
    [
      'German',
      ['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Firma', 'Webseite', 'Quelle', 'Letzter Kontakt'],
    ],
    [
      'German, other words',
      [
        'Vorname',
        'Familienname',
        'E-Mail-Adresse',
        'Handynummer',
        'Unternehmen',
        'Homepage',
        'Herkunft',
        'Letzter Kontakt',
      ],
    ],
    [
      'French',
      ['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Société', 'Site web', 'Source', 'Dernier contact'],
    ],
    [
      'Spanish',
      [
        'Nombre',
        'Apellidos',
        'Correo electrónico',
        'Teléfono',
        'Empresa',
        'Sitio web',
        'Origen',
        'Último contacto',
      ],
    ],
  ])('%s', (_, headers) => {
    expect(detectColumns(headers)).toEqual(
      ['firstName', 'lastName', 'email', 'phone', 'company', 'companyUrl', 'source', 'lastContactDate'].map(
        (field) => ({ field }),
      ),
    );
  });

  it('reads the status column in each language', () => {
    expect(
      detectColumns(['Status', 'Statut', 'Estado']).map((target) => 'field' in target && target.field),
    ).toEqual(['status', false, false]);
    for (const header of ['Statut', 'Estado']) expect(detectColumns([header])).toEqual([{ field: 'status' }]);
  });

  it('keeps an unknown header as a custom field, as written', () => {
    expect(detectColumns(['Geburtstag'])).toEqual([{ custom: 'Geburtstag' }]);
  });
});
