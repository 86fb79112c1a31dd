import {
  assignableRoles,
  editableProfileFields as editableFor,
  mayChangeAccount,
  PROFILE_FIELDS,
  type PermissionSubject,
  type ProfileField,
  type ProfileTarget,
} from '@goodhours/domain';

/** The signed-in user as the profile screens see them (the session names the id `userid`). */
export interface ProfileCaller extends PermissionSubject {
  userid: string;
  role: string;
}

export { assignableRoles, PROFILE_FIELDS, type ProfileTarget };

const asCaller = (caller: ProfileCaller) => ({ ...caller, id: caller.userid });

export function mayEditAccount(caller: ProfileCaller, target: ProfileTarget): boolean {
  return mayChangeAccount(asCaller(caller), target);
}

/** The fields of `target`'s profile that `caller` may change (the domain's table). */
export function editableProfileFields(caller: ProfileCaller, target: ProfileTarget): Set<ProfileField> {
  return editableFor(asCaller(caller), target);
}
