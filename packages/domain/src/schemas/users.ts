/** One autocomplete match (`GET /api/userprofile/autocomplete/{text}`, up to 10; document 1 §9). */
export interface UserMatch {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
}
