/* The contact's name rule lives in ui/ so that modules (project information) share it. */
export { contactName, fieldsName } from '../../ui/contact-name';
