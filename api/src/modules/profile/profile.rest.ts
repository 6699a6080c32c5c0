import type { RestRoute } from '../../rest/facade';
import { bodyOf, jsonField, text, uploadedFileId } from '../../rest/facade';
import { USER_DETAILS } from '../accounts/accounts.rest';

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
      return {
        input: {
          firstName: text(d.prenom),
          lastName: text(d.nom),
          phone: text(d.telephone),
          role: text(d.role),
          photoFileId: uploadedFileId(req),
        },
      };
    },
    legacyFields: { firstName: 'prenom', lastName: 'nom', phone: 'telephone', photoFileId: 'photoProfile', file: 'photoProfile' },
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
