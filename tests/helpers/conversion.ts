// Operations and inputs of the public conversion mutations, for API tests
// and the load benchmark.
export const SEND_CONTACT = /* GraphQL */ `
  mutation SendContact($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on SubmissionReceived { received }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
    }
  }
`;

export const REQUEST_BOOKING = /* GraphQL */ `
  mutation RequestBooking($input: BookingRequestInput!) {
    requestBooking(input: $input) {
      __typename
      ... on SubmissionReceived { received }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
    }
  }
`;

export type SubmissionResult = {
  __typename: string;
  received?: boolean;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
};

export const contactInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  subject: 'Training Information',
  message: 'We would like a workshop for 12 engineers.',
  ...overrides,
});
