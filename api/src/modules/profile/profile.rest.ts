import type { RestRoute } from '../../core/rest/facade';
import { bodyOf, jsonField, text, uploadedFileId } from '../../core/rest/facade';
import { type LegacyKeys, legacyErrorFields, legacyReader } from '../../core/rest/legacy-keys';
import { USER_DETAILS } from '../accounts';

/** The profile form's keys; the photo is the request's file (`photoProfile`), named so in errors. */
const PROFILE_KEYS: LegacyKeys = {
  firstName: { key: 'prenom', read: text },
  lastName: { key: 'nom', read: text },
  phone: { key: 'telephone', read: text },
  role: { read: text },
};
const readProfile = legacyReader(PROFILE_KEYS);

export const profileRestRoutes: RestRoute[] = [
  {
    // SPEC §7: multipart with a `photoProfile` file and a JSON field `profileData`; a plain JSON body works too.
    method: 'put',
    path: '/utilisateur/editprofile',
    upload: { field: 'photoProfile', kind: 'image' },
    operation: `mutation EditProfile($input: ProfileInput!) { updateProfile(input: $input) { ${USER_DETAILS} } }`,
    variables: (req) => {
      const body = bodyOf(req);
      const d = 'profileData' in body ? jsonField(body.profileData) : body;
      return { input: { ...readProfile(d, req), photoFileId: uploadedFileId(req) } };
    },
    legacyFields: legacyErrorFields(PROFILE_KEYS, { photoFileId: 'photoProfile', file: 'photoProfile' }),
  },
  {
    method: 'patch',
    path: '/users/changepassword',
    operation: `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`,
    variables: (req) => {
      const b = bodyOf(req);
      return { input: { oldPassword: text(b.oldPassword), password: text(b.password), confirmPassword: text(b.confirmPassword) } };
    },
  },
];
