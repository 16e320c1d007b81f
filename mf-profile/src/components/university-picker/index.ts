export { UniversityPicker, type UniversityPickerProps } from './UniversityPicker';
