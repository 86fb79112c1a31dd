import type { ProfileLink } from './links.js';

export interface UserListItem {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  isActive: boolean;
  isVisible: boolean;
  isRehireable: boolean;
  teamCode: string;
  weeklyCommittedHours: number;
  startDate: string | null;
  endDate: string | null;
  reactivationDate: string | null;
  createdDate: string;
}

export interface UserListPage {
  items: UserListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UserProfile extends UserListItem {
  jobTitle: string;
  phoneNumber: string;
  timeZone: string;
  profilePic: string | null;
  personalLinks: ProfileLink[];
  /** Only for the user themself and holders of manageAdminLinks. */
  adminLinks?: ProfileLink[];
  mediaUrl: string;
  bioPosted: 'posted' | 'default' | 'requested';
  isProtected: boolean;
  teams: { id: string; teamName: string }[];
}

/** One task a person is a resource of, for the profile's tasks table (document 1 §2). */
export interface UserTask {
  taskId: string;
  num: string;
  taskName: string;
  status: string;
  priority: string;
  hoursLogged: number;
  estimatedHours: number;
  dueDatetime: string | null;
  projectId: string;
  projectName: string;
  wbsId: string;
  wbsName: string;
  /** The person's own state on the task: complete when true (document 1 §4). */
  completedTask: boolean;
}
