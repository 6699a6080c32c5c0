/** The assignment form's fields, shared with the other forms that pick a site or several people. */
export { SiteField } from '../../shared/sites/SiteField';
export { MultiSelectField as PeopleField } from '../../shared/form/MultiSelectField';
