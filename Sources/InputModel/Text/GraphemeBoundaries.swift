internal import CICU
