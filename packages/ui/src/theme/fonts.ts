// The shipped web font: screenshots never depend on the fonts of the machine.
import '@fontsource-variable/inter/wght.css';
